//! The opening's name in the window: in the status bar and above the move list, following the
//! moves.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::{App, Settings, Store};

fn texts(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .query_all_by(|n| n.value().is_some())
        .filter_map(|n| n.accesskit_node().value())
        .collect()
}

#[test]
fn the_tiger_is_named_in_the_status_bar_and_the_move_list() {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path())
        .save_settings(&Settings::default())
        .unwrap();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(900.0, 760.0))
        .build_ui_state(
            |ui, app: &mut App| app.ui(ui),
            App::new(Store::new(dir.path())),
        );
    harness.run_ok();
    assert!(!texts(&harness).iter().any(|t| t.contains("Tiger")));
    for square in ["f5", "d6", "c3", "d3", "c4"] {
        let prefix = format!("{square}, ");
        harness
            .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        harness.run_ok();
    }
    let shown = texts(&harness);
    assert!(shown.iter().any(|t| t == "Tiger"), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Opening: Tiger"), "{shown:?}");
}
