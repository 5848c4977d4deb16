//! The room's document: the game file its game came from or goes to. The room opens a game
//! file's text (a file of many games lists them in the game library, to pick from), saves the
//! game (Save writes the file it came from; a game of a file of many games asks first: replace
//! it there, add it, or save it as a new file), and draws the board as a picture
//! ([`picture`]). The shell brings what only the platform has — the text of a file and its
//! path (on the desktop) or its name (a browser's picked file), the path a Save chooser names
//! — and shows the notices this module hands back.
//!
//! - [`archive`] — Save's question for a game of a file of many games.
//! - [`picture`] — Export picture… and Copy picture, drawn off the window's thread.

mod archive;
pub mod picture;

use super::OthelloRoom;
use crate::gui::command::{ArchivePlace, Command, DocumentCommand};
use crate::gui::files::{self, Format};
use crate::gui::i18n::{Message, msg};
use crate::gui::library::Library;
use crate::gui::platform;
use crate::gui::room::{Ctx, Room};
use crate::gui::session::{FileSlot, Header, SavePlan, Session};
use crate::gui::status::Note;
use crate::gui::store::Notice;
use othello_core::notation::ggf;
use othello_engine::Background;
use std::path::Path;

/// What the room holds of its file besides the game: Save's question while it is asked, the
/// game library, and a picture being drawn.
#[derive(Default)]
pub struct Document {
    /// Save's question for a game of a file of many games: replace it there, add it, or save
    /// it as a new file (while it is asked).
    archive_choice: Option<FileSlot>,
    /// The games of a many-game file, to pick from.
    library: Option<Library>,
    /// The library being read.
    loading_library: Option<Background<Library>>,
    /// A picture of the board being drawn for a file or the clipboard.
    picture: Option<picture::Job>,
}

/// Where Save goes when the file is not known yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choose {
    /// The file name to propose.
    pub name: String,
    /// The format to propose.
    pub format: Format,
}

impl OthelloRoom {
    /// Opens `text`, the game file at `path` (in a browser, named `path`), for study, keeping
    /// the game it replaces for "Swap with the previous game"; a file of many games opens its
    /// first and lists them all in the library. The error, in words, names the file and says
    /// what was wrong; the game on the board stays then.
    pub fn open_file(&mut self, path: &Path, text: String, ctx: &Ctx) -> Result<(), Message> {
        let options = *self.session.game().options();
        let files::Opened { parsed, format } = files::open_text(path, &text, options)?;
        let (moves, games) = (parsed.game.moves_played().len(), parsed.games);
        let slot = FileSlot {
            path: path.to_path_buf(),
            format,
            index: 0,
            games,
        };
        let session = Session::opened(parsed.game, Header::of(&parsed.record), Some(slot));
        let name = file_name(path);
        let note = if games > 1 {
            self.load_library(path, text);
            msg!(
                "file-opened-first",
                name = name,
                games = games,
                moves = moves
            )
        } else {
            msg!("file-opened", name = name, moves = moves)
        };
        self.open(session, Some(Note::Info(note)), ctx.writer);
        Ok(())
    }

    /// Reads and replays every game of `text` for the library, off the window's thread (a file
    /// of a thousand games takes a while); [`OthelloRoom::windows`] shows it once read.
    fn load_library(&mut self, path: &Path, text: String) {
        let path = path.to_path_buf();
        self.document.library = None;
        self.document.loading_library = Some(Background::start(
            move |_, report| report(&Library::new(&path, files::library(&text))),
            || {},
        ));
    }

    /// Game → Save (`as_new` false) and Save as…. Save writes the file the game came from or
    /// was saved to when that file holds this game alone; a game of a file of many games asks
    /// first (replace it there, add it, or save it as a new file). Otherwise, and for Save as,
    /// the file is the person's to choose: the name and format to propose come back.
    pub fn save_file(&mut self, as_new: bool, ctx: &Ctx) -> Result<Option<Choose>, Notice> {
        let (name, format) = match self.session.save_plan() {
            SavePlan::Write(path, format) if !as_new => {
                self.save_file_to(&path, format, ctx)?;
                return Ok(None);
            }
            // A browser cannot write into the file a game came from: it saves a download.
            SavePlan::Archive(slot) if !as_new && platform::FILE_PATHS => {
                self.document.archive_choice = Some(slot);
                return Ok(None);
            }
            SavePlan::Write(path, format) => (file_name(&path), format),
            SavePlan::Archive(slot) => (file_name(&slot.path), slot.format),
            SavePlan::Choose(name, format) => (name, format),
        };
        Ok(Some(Choose { name, format }))
    }

    /// Writes the game to `path` in `format` (off the window's thread; a failure comes back as
    /// a notice), and Save writes there from now on.
    pub fn save_file_to(&mut self, path: &Path, format: Format, ctx: &Ctx) -> Result<(), Notice> {
        let text = files::text(&self.record(), format).map_err(|why| {
            Notice(
                Message::new("file-cannot-write")
                    .with("format", format.name())
                    .with("why", why),
            )
        })?;
        ctx.writer.save_file(path, text);
        self.session.saved_to(path.to_path_buf(), format);
        self.save(ctx.writer);
        self.view.message = Some(Note::Info(msg!(
            "file-saved",
            name = file_name(path),
            format = format.name()
        )));
        Ok(())
    }

    /// Whether the room asks a question now (Save's, about a file of many games): the window's
    /// shortcuts wait for its answer.
    pub fn is_asking(&self) -> bool {
        self.document.archive_choice.is_some()
    }

    /// Carries out a command about the document.
    pub(super) fn document_command(&mut self, command: DocumentCommand, ctx: &Ctx) {
        match command {
            DocumentCommand::SaveIntoArchive(place) => self.save_into_archive(place, ctx),
            DocumentCommand::CloseArchiveChoice => self.document.archive_choice = None,
            DocumentCommand::OpenFromLibrary(number) => self.open_from_library(number, ctx),
            DocumentCommand::CloseLibrary => self.document.library = None,
            DocumentCommand::ExportPicture(path, parts) => {
                self.export_picture(picture::Target::File(path), parts, ctx);
            }
            DocumentCommand::CopyPicture => {
                let parts = crate::gui::picture::Parts {
                    numbers: true,
                    graph: true,
                };
                self.export_picture(picture::Target::Clipboard, parts, ctx);
            }
        }
    }

    /// Puts the game into the archive it came from, at `place` (in place of its game there, or
    /// after the others), keeping the rest of the file byte for byte; the write happens off
    /// the window's thread and refuses a file changed since it was read.
    fn save_into_archive(&mut self, place: ArchivePlace, ctx: &Ctx) {
        let Some(slot) = self.document.archive_choice.take() else {
            return;
        };
        let text = ggf::write(&self.record());
        let at = match place {
            ArchivePlace::Replace => ggf::Place::Replace(slot.index),
            ArchivePlace::Append => ggf::Place::Append,
        };
        ctx.writer
            .save_into_archive(&slot.path, slot.games, at, text);
        let name = file_name(&slot.path);
        let note = match place {
            ArchivePlace::Replace => msg!(
                "file-saved-in-archive",
                name = name,
                number = slot.index + 1
            ),
            ArchivePlace::Append => {
                self.session.appended();
                msg!(
                    "file-added-to-archive",
                    name = name,
                    number = slot.games + 1
                )
            }
        };
        self.view.message = Some(Note::Info(note));
        self.save(ctx.writer);
    }

    /// Opens the game numbered `number` of the library's file on the board, for study: Save
    /// then asks whether to replace that game in the file.
    fn open_from_library(&mut self, number: usize, ctx: &Ctx) {
        let Some(library) = &self.document.library else {
            return;
        };
        let Some((game, header)) = library.game(number) else {
            return;
        };
        let session = Session::opened(game.clone(), header.clone(), Some(library.slot(number)));
        let note = msg!(
            "library-opened",
            number = number,
            name = library.file_name(),
            moves = game.moves_played().len()
        );
        self.open(session, Some(Note::Info(note)), ctx.writer);
    }

    /// Draws the room's own windows (the game library, Save's question) and collects what was
    /// done off the window's thread (the library read, a picture drawn); what the person
    /// decided, and what went wrong, as commands.
    pub fn windows(&mut self, ctx: &Ctx) -> Vec<Command> {
        let mut commands = Vec::new();
        if let Some(task) = &self.document.loading_library {
            match task.take() {
                Some(library) => {
                    self.document.loading_library = None;
                    self.document.library = Some(library);
                }
                None if task.is_finished() => self.document.loading_library = None,
                None => ctx
                    .egui
                    .request_repaint_after(std::time::Duration::from_millis(30)),
            }
        }
        commands.extend(self.poll_picture(ctx));
        if let Some(library) = &mut self.document.library {
            commands.extend(library.show(ctx.egui));
        }
        if let Some(slot) = &self.document.archive_choice {
            commands.extend(archive::ask(ctx.egui, slot));
        }
        commands
    }
}

/// The last part of `path`, for messages.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
