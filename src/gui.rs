//! The egui window.
