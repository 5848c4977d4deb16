//! The catalogues of the window's languages: each parses, each has exactly the keys and the
//! arguments of the others, every message formats with its arguments, and every character they
//! use can be drawn by the fonts the window installs.
#![cfg(feature = "gui")]

use othello::gui::i18n::{self, Language};
use std::collections::BTreeMap;

#[test]
fn every_catalogue_parses() {
    for language in Language::ALL {
        assert_eq!(i18n::syntax_errors(language), Vec::<String>::new());
        assert!(
            i18n::keys(language).len() > 300,
            "{} has only {} messages",
            language.code(),
            i18n::keys(language).len()
        );
    }
}

#[test]
fn every_catalogue_has_the_same_keys_with_the_same_arguments() {
    let reference: BTreeMap<String, Vec<String>> =
        i18n::keys(Language::English).into_iter().collect();
    for language in Language::ALL {
        let keys: BTreeMap<String, Vec<String>> = i18n::keys(language).into_iter().collect();
        let missing: Vec<&String> = reference
            .keys()
            .filter(|k| !keys.contains_key(*k))
            .collect();
        let extra: Vec<&String> = keys
            .keys()
            .filter(|k| !reference.contains_key(*k))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, not in English {extra:?}",
            language.code()
        );
        for (key, arguments) in &reference {
            assert_eq!(
                &keys[key],
                arguments,
                "{}: {key} takes other arguments than in English",
                language.code()
            );
        }
    }
}

#[test]
fn every_message_formats_with_its_arguments_in_every_language() {
    for language in Language::ALL {
        i18n::set_language(language);
        for (key, arguments) in i18n::keys(language) {
            for n in [1, 2, 5] {
                let args = i18n::args(arguments.iter().map(|a| (a.as_str(), i18n::arg(n))));
                let text = i18n::format(&key, Some(&args));
                assert!(
                    !text.trim().is_empty(),
                    "{}: {key} is empty",
                    language.code()
                );
                // An argument that was not given (or misspelt) shows as "{$name}".
                assert!(
                    !text.contains("{$") && !text.contains("{ $"),
                    "{}: {key} = {text}",
                    language.code()
                );
                for a in &arguments {
                    assert!(
                        text.contains(&n.to_string()) || arguments.is_empty(),
                        "{}: {key} drops its argument {a}: {text}",
                        language.code()
                    );
                }
            }
        }
    }
    i18n::set_language(Language::English);
}

#[test]
fn the_languages_speak_their_own_words() {
    let said = |language| {
        i18n::set_language(language);
        [
            i18n::format("menu-game", None),
            i18n::format("menu-new-game", None),
            i18n::format("black", None),
            i18n::format(
                "status-to-move",
                Some(&i18n::args([("player", i18n::arg("X"))])),
            ),
        ]
    };
    let english = said(Language::English);
    assert_eq!(english[0], "Game");
    assert_eq!(english[3], "X to move");
    for language in [
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Japanese,
    ] {
        let words = said(language);
        assert_ne!(words[1], english[1], "{} is English", language.code());
        assert_ne!(words[2], english[2], "{} is English", language.code());
    }
    // Plurals follow each language's rules.
    i18n::set_language(Language::English);
    assert_eq!(
        i18n::format(
            "clock-minutes",
            Some(&i18n::args([("minutes", i18n::arg(1))]))
        ),
        "1 minute each"
    );
    assert_eq!(
        i18n::format(
            "clock-minutes",
            Some(&i18n::args([("minutes", i18n::arg(5))]))
        ),
        "5 minutes each"
    );
    // A key nobody has shows as itself rather than nothing.
    assert_eq!(i18n::format("no-such-key", None), "no-such-key");
}

#[test]
fn locales_name_their_language() {
    for (locale, language) in [
        ("fr-FR", Some(Language::French)),
        ("fr_CA.UTF-8", Some(Language::French)),
        ("de_CH", Some(Language::German)),
        ("es-419", Some(Language::Spanish)),
        ("ja_JP.UTF-8", Some(Language::Japanese)),
        ("en-GB", Some(Language::English)),
        ("EN", Some(Language::English)),
        ("pt-BR", None),
        ("C", None),
        ("", None),
    ] {
        assert_eq!(Language::from_locale(locale), language, "{locale}");
    }
}

#[test]
fn every_character_of_every_catalogue_can_be_drawn() {
    let ctx = egui::Context::default();
    othello::gui::fonts::install(&ctx);
    let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
    output.textures_delta.clear();
    for language in Language::ALL {
        let text = format!("{}{}", language.catalogue(), language.native_name());
        let missing: String = ctx.fonts_mut(|fonts| {
            let mut missing: Vec<char> = text
                .chars()
                .filter(|c| !c.is_control())
                .filter(|&c| !fonts.has_glyph(&egui::FontId::proportional(14.0), c))
                .collect();
            missing.sort_unstable();
            missing.dedup();
            missing.into_iter().collect()
        });
        assert!(
            missing.is_empty(),
            "{}: no font draws {missing:?}: run scripts/subset-font.sh",
            language.code()
        );
    }
}

#[test]
fn decimals_are_written_as_each_language_writes_them() {
    for (language, signed, unsigned) in [
        (Language::English, "-1.5", "3.0"),
        (Language::French, "-1,5", "3,0"),
        (Language::German, "-1,5", "3,0"),
        (Language::Spanish, "-1,5", "3,0"),
        (Language::Japanese, "-1.5", "3.0"),
    ] {
        i18n::set_language(language);
        assert_eq!(i18n::decimal(-1.5, true), signed, "{}", language.code());
        assert_eq!(i18n::decimal(3.0, false), unsigned, "{}", language.code());
    }
    i18n::set_language(Language::English);
    assert_eq!(i18n::decimal(2.25, true), "+2.2");
}

#[test]
fn a_level_s_seconds_never_part_from_their_number() {
    for language in Language::ALL {
        i18n::set_language(language);
        for level in othello_engine::Level::ALL {
            let summary = othello::gui::setup::level_summary(level);
            let chars: Vec<char> = summary.chars().collect();
            for w in chars.windows(3) {
                assert!(
                    !(w[0].is_ascii_digit() && w[1] == ' ' && w[2] == 's'),
                    "{}: {summary:?} may wrap between the number and its unit",
                    language.code()
                );
            }
        }
    }
    i18n::set_language(Language::English);
}
