//! Input as egui's widgets expect it. A tap on a touchpad (and a synthetic click) delivers the
//! button's press and release in one frame; egui's lists then toggle their popup open and shut
//! in that one frame, so that after the first a list of the New game dialog ignored click after
//! click. A release that follows its press in the same frame is held back to the next frame,
//! with everything after it, as a mouse held down for a moment would deliver it.

use super::App;
use egui::{Event, RawInput};

impl App {
    /// Readies a frame's input before it is drawn (eframe's raw input hook; the tests call it
    /// as the window does): a click's release held back from the frame of its press.
    pub fn prepare_input(&mut self, ctx: &egui::Context, raw: &mut RawInput) {
        // The clipboard's text the platform was asked for comes as Ctrl+V's does.
        if let Some(text) = crate::gui::platform::clipboard::pasted() {
            raw.events.push(Event::Paste(text));
        }
        if self.view.deferred.apply(raw) {
            ctx.request_repaint();
        }
    }
}

/// Events held back for the next frame.
#[derive(Default)]
pub struct Deferred(Vec<Event>);

impl Deferred {
    /// Puts the events held back from the last frame before this frame's, and holds back a
    /// release (with what follows it) whose press is in this frame too. Returns whether any
    /// are held back now (the caller asks for another frame).
    pub fn apply(&mut self, raw: &mut RawInput) -> bool {
        let mut events = std::mem::take(&mut self.0);
        events.append(&mut raw.events);
        let mut pressed = Vec::new();
        let split = events.iter().position(|event| match event {
            Event::PointerButton {
                button,
                pressed: true,
                ..
            } => {
                pressed.push(*button);
                false
            }
            Event::PointerButton {
                button,
                pressed: false,
                ..
            } => pressed.contains(button),
            _ => false,
        });
        if let Some(at) = split {
            self.0 = events.split_off(at);
        }
        raw.events = events;
        !self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Modifiers, PointerButton, pos2};

    fn button(pressed: bool) -> Event {
        Event::PointerButton {
            pos: pos2(10.0, 10.0),
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        }
    }

    fn raw(events: Vec<Event>) -> RawInput {
        RawInput {
            events,
            ..RawInput::default()
        }
    }

    #[test]
    fn a_press_and_its_release_in_one_frame_come_in_two() {
        let mut deferred = Deferred::default();
        let moved = Event::PointerMoved(pos2(10.0, 10.0));
        let mut frame = raw(vec![
            moved.clone(),
            button(true),
            button(false),
            moved.clone(),
        ]);
        assert!(deferred.apply(&mut frame));
        assert_eq!(frame.events, vec![moved.clone(), button(true)]);
        // The next frame starts with the release and what followed it.
        let mut next = raw(vec![]);
        assert!(!deferred.apply(&mut next));
        assert_eq!(next.events, vec![button(false), moved]);
    }

    #[test]
    fn a_release_alone_or_a_press_alone_goes_through() {
        let mut deferred = Deferred::default();
        for events in [vec![button(true)], vec![button(false)], vec![]] {
            let mut frame = raw(events.clone());
            assert!(!deferred.apply(&mut frame));
            assert_eq!(frame.events, events);
        }
    }

    #[test]
    fn a_double_tap_in_one_frame_comes_in_four() {
        let mut deferred = Deferred::default();
        let mut frame = raw(vec![
            button(true),
            button(false),
            button(true),
            button(false),
        ]);
        assert!(deferred.apply(&mut frame));
        assert_eq!(frame.events, vec![button(true)]);
        let mut frame = raw(vec![]);
        assert!(deferred.apply(&mut frame));
        assert_eq!(frame.events, vec![button(false), button(true)]);
        let mut frame = raw(vec![]);
        assert!(!deferred.apply(&mut frame));
        assert_eq!(frame.events, vec![button(false)]);
    }
}
