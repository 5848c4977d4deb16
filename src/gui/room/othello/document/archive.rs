//! Save's question for a game of a file of many games: replace the game there, add it at the
//! end, save it as a new file, or cancel (Escape). The file is never rewritten with this game
//! alone.

use crate::gui::command::{ArchivePlace, Command, DocumentCommand};
use crate::gui::i18n::t;
use crate::gui::session::FileSlot;

/// Draws the question about `slot`; the answer as commands.
pub(super) fn ask(ctx: &egui::Context, slot: &FileSlot) -> Vec<Command> {
    let name = super::file_name(&slot.path);
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::unique("archive choice")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(t!("archive-title"));
        ui.add_space(4.0);
        ui.label(t!(
            "archive-explain",
            name = name.as_str(),
            games = slot.games,
            number = slot.index + 1
        ));
        ui.add_space(8.0);
        let replace = t!("archive-replace", number = slot.index + 1);
        if ui.button(replace).clicked() {
            answer = Some(Answer::Into(ArchivePlace::Replace));
        }
        let append = t!("archive-append", number = slot.games + 1);
        if ui.button(append).clicked() {
            answer = Some(Answer::Into(ArchivePlace::Append));
        }
        if ui.button(t!("archive-save-as")).clicked() {
            answer = Some(Answer::SaveAs);
        }
        if ui.button(t!("cancel")).clicked() {
            answer = Some(Answer::Cancel);
        }
    });
    if answer.is_none()
        && modal.is_top_modal
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
    {
        answer = Some(Answer::Cancel);
    }
    let close = Command::from(DocumentCommand::CloseArchiveChoice);
    match answer {
        None => Vec::new(),
        Some(Answer::Into(place)) => vec![DocumentCommand::SaveIntoArchive(place).into()],
        Some(Answer::SaveAs) => vec![close, Command::SaveGameAs],
        Some(Answer::Cancel) => vec![close],
    }
}

/// What the person answered.
enum Answer {
    Into(ArchivePlace),
    SaveAs,
    Cancel,
}
