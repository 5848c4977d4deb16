//! Game → Export picture… and Copy picture: the board drawn as a picture on a thread of its
//! own (a large board takes a while in a debug build), then written to the file named, as PNG
//! or SVG by its extension, or put on the clipboard; the status bar says which, or why not.

use super::super::OthelloRoom;
use super::super::panels::PanelSet;
use crate::gui::command::Command;
use crate::gui::i18n::{Message, msg, t};
use crate::gui::picture::{self, Options, Parts};
use crate::gui::platform::files;
use crate::gui::room::Ctx;
use crate::gui::status::Note;
use crate::gui::store::Notice;
use othello_engine::Background;
use std::path::PathBuf;

/// Where a picture goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A file: SVG if its name ends in `.svg`, else PNG.
    File(PathBuf),
    /// The clipboard, as an image.
    Clipboard,
}

/// A picture being drawn, and where it goes.
pub(super) struct Job {
    target: Target,
    done: Background<Result<Done, String>>,
}

/// A picture drawn: its pixels for the clipboard, or the file written.
#[derive(Clone)]
enum Done {
    Pixels(egui::ColorImage),
    Written,
}

/// `path` with `.png` added unless it ends in `.png` or `.svg`.
pub fn with_extension(path: PathBuf) -> PathBuf {
    if picture::is_picture(&path) {
        return path;
    }
    let mut name = path.into_os_string();
    name.push(".png");
    PathBuf::from(name)
}

impl OthelloRoom {
    /// Starts drawing the board on the screen as a picture for `target`, with the move numbers
    /// on the discs and the evaluation graph under the board as `parts` asks.
    pub(super) fn export_picture(&mut self, target: Target, parts: Parts, ctx: &Ctx) {
        let options = Options {
            numbers: parts.numbers,
            orientation: ctx.settings.study.orientation,
        };
        let graph = parts
            .graph
            .then(|| PanelSet::graph_for_picture(&self.scene(ctx)))
            .flatten();
        let picture = picture::board(self.session.game(), options, graph.as_ref());
        let to = target.clone();
        let done = Background::start(
            move |_, report| {
                let result = match &to {
                    Target::File(path) if picture::is_svg(path) => {
                        let svg = picture::to_svg(&picture);
                        files::save_chosen(path, svg.as_bytes())
                            .map(|()| Done::Written)
                            .map_err(|e| e.to_string())
                    }
                    Target::File(path) => picture::render(&picture).and_then(|p| {
                        files::save_chosen(path, &p.png)
                            .map(|()| Done::Written)
                            .map_err(|e| e.to_string())
                    }),
                    Target::Clipboard => picture::render(&picture).map(|p| {
                        let size = [p.width as usize, p.height as usize];
                        Done::Pixels(egui::ColorImage::from_rgba_unmultiplied(size, &p.rgba))
                    }),
                };
                report(&result);
            },
            || {},
        );
        self.document.picture = Some(Job { target, done });
    }

    /// Collects a finished picture: to the clipboard, or the file's name in the status bar; a
    /// failure as a notice.
    pub(super) fn poll_picture(&mut self, ctx: &Ctx) -> Option<Command> {
        let job = self.document.picture.as_ref()?;
        let result = match job.done.take() {
            Some(result) => result,
            None if job.done.is_finished() => Err(t!("picture-failed", why = "")),
            None => {
                ctx.egui
                    .request_repaint_after(std::time::Duration::from_millis(30));
                return None;
            }
        };
        let target = job.target.clone();
        self.document.picture = None;
        match (result, target) {
            (Ok(Done::Pixels(image)), _) => {
                ctx.egui.copy_image(image);
                self.view.message = Some(Note::Info(msg!("note-copied-picture")));
            }
            (Ok(Done::Written), Target::File(path)) => {
                let name = super::file_name(&path);
                self.view.message = Some(Note::Info(msg!("picture-saved", name = name)));
            }
            (Ok(Done::Written), Target::Clipboard) => {}
            (Err(why), _) => {
                let notice = Notice(Message::new("picture-failed").with("why", why));
                return Some(Command::Notice(notice));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_name_without_a_picture_extension_becomes_a_png() {
        assert_eq!(with_extension("a/b".into()), PathBuf::from("a/b.png"));
        assert_eq!(with_extension("a/b.SVG".into()), PathBuf::from("a/b.SVG"));
        assert_eq!(with_extension("b.png".into()), PathBuf::from("b.png"));
        assert_eq!(with_extension("b.txt".into()), PathBuf::from("b.txt.png"));
        assert!(picture::is_svg(Path::new("x.svg")) && !picture::is_svg(Path::new("x.png")));
    }
}
