//! The window's words in every language it speaks.
//!
//! Every string a person reads goes through one catalogue per language, written in Project
//! Fluent's format (`assets/i18n/LANG.ftl`): a message has a key, may take arguments
//! (`{ $player } to move`) and may choose its words by number (`{ $count -> [one] … *[other] … }`),
//! which is what French, German, Spanish and Japanese each need differently. The catalogues are
//! compiled into the program, so a language can never be missing at run time.
//!
//! The language in use is per thread (the window draws on one thread; each test harness on its
//! own), set by the shell at the start of every frame from the settings. A key a catalogue lacks
//! falls back to English, and a key English lacks shows as itself; the tests check that every
//! catalogue has exactly the same keys, with the same arguments.

pub mod errors;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// A language of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    English,
    /// French.
    French,
    /// German.
    German,
    /// Spanish.
    Spanish,
    /// Japanese.
    Japanese,
}

impl Language {
    /// Every language, in the order of the View menu.
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Spanish,
        Language::Japanese,
    ];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Spanish => "es",
            Language::Japanese => "ja",
        }
    }

    /// The language's name in itself, as the View menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::Japanese => "日本語",
        }
    }

    /// The catalogue's text.
    pub fn catalogue(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::French => include_str!("../../assets/i18n/fr.ftl"),
            Language::German => include_str!("../../assets/i18n/de.ftl"),
            Language::Spanish => include_str!("../../assets/i18n/es.ftl"),
            Language::Japanese => include_str!("../../assets/i18n/ja.ftl"),
        }
    }

    /// The language of a locale name such as `fr-FR`, `de_CH.UTF-8` or `ja`, if the window
    /// speaks it.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system's language (the first of the user's preferred languages the window speaks),
    /// or English.
    pub fn system() -> Language {
        static SYSTEM: OnceLock<Language> = OnceLock::new();
        *SYSTEM.get_or_init(|| {
            sys_locale::get_locales()
                .find_map(|l| Language::from_locale(&l))
                .unwrap_or_default()
        })
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
    static BUNDLES: RefCell<Option<Vec<FluentBundle<FluentResource>>>> = const { RefCell::new(None) };
}

/// Speak `language` on this thread from now on.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language spoken on this thread.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// A catalogue as a Fluent bundle. Broken entries are a programming error the tests catch
/// (`catalogues_parse`); the rest of a catalogue still loads.
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new(vec![id]);
    // Unicode isolation marks around arguments are for mixed-direction text; the window's
    // languages all run left to right, and egui's fonts have no glyphs for the marks.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(language.catalogue().to_owned())
        .unwrap_or_else(|(resource, _)| resource);
    let _ = bundle.add_resource(resource);
    bundle
}

/// Formats `key` with `args` in the thread's language; English if the language lacks the key,
/// and the key itself if English lacks it too.
pub fn format(key: &str, args: Option<&FluentArgs>) -> String {
    BUNDLES.with(|cell| {
        let mut cell = cell.borrow_mut();
        let bundles =
            cell.get_or_insert_with(|| Language::ALL.into_iter().map(bundle).collect::<Vec<_>>());
        let index = |l: Language| Language::ALL.iter().position(|&x| x == l).unwrap_or(0);
        for language in [language(), Language::English] {
            let bundle = &bundles[index(language)];
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_owned()
    })
}

/// One argument of a message.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// Builds the arguments of a message.
pub fn args<'a>(pairs: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// A message of the catalogues with its arguments, kept as such so that it is put in words in
/// the language the window speaks when it is shown (a notice raised in one language and read
/// after a switch to another is read in the new one). A text that is already words (an error
/// of the system) is kept as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    key: &'static str,
    args: Vec<(&'static str, Arg)>,
    /// The words themselves, for a message that is no key of the catalogues.
    plain: Option<String>,
}

/// An argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Words or a name, as they are.
    Text(String),
    /// A number (plurals follow it).
    Number(i64),
    /// Another message, put in words with this one.
    Message(Box<Message>),
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// Whole numbers of every width the window counts in.
macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, usize, i32, i64);

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

impl Message {
    /// The message `key` of the catalogues.
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
            plain: None,
        }
    }

    /// Words that are no key of the catalogues, shown as they are.
    pub fn plain(text: impl Into<String>) -> Message {
        Message {
            key: "",
            args: Vec::new(),
            plain: Some(text.into()),
        }
    }

    /// The message with the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The message in the window's language now.
    pub fn text(&self) -> String {
        if let Some(plain) = &self.plain {
            return plain.clone();
        }
        let values: Vec<(&str, FluentValue)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Text(text) => FluentValue::from(text.clone()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Message(message) => FluentValue::from(message.text()),
                };
                (*name, value)
            })
            .collect();
        format(self.key, Some(&args(values)))
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

/// The message `key` in the window's language: `t!("menu-quit")`, or with arguments
/// `t!("status-to-move", player = name)`. The window's own shorthand for [`format()`]; outside
/// the crate, call [`format()`] (and [`args`], [`arg`]) directly.
macro_rules! t {
    ($key:literal) => {
        $crate::gui::i18n::format($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::gui::i18n::format(
            $key,
            Some(&$crate::gui::i18n::args([
                $((stringify!($name), $crate::gui::i18n::arg($value))),+
            ])),
        )
    };
}
pub(crate) use t;

/// The message `key` kept as a [`Message`], to be put in words when shown (in the language of
/// that moment): `msg!("note-copied-picture")`, `msg!("file-opened", name = name, moves = 3)`.
macro_rules! msg {
    ($key:literal) => {
        $crate::gui::i18n::Message::new($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::gui::i18n::Message::new($key)$(.with(stringify!($name), $value))+
    };
}
pub(crate) use msg;

/// The keys of a catalogue, with the names of the arguments each message uses, sorted (for the
/// tests that keep the catalogues in step).
pub fn keys(language: Language) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let resource = match fluent_syntax::parser::parse(language.catalogue()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut keys = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = Vec::new();
            if let Some(value) = &message.value {
                collect_variables(value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            keys.push((message.id.name.to_owned(), vars));
        }
    }
    keys.sort();
    keys
}

/// The names of the variables a pattern refers to, selectors and variants included.
fn collect_variables(pattern: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, vars: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => vars.push(id.name.to_owned()),
            InlineExpression::Placeable { expression } => expr(expression, vars),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, vars: &mut Vec<String>) {
        match e {
            Expression::Inline(i) => inline(i, vars),
            Expression::Select { selector, variants } => {
                inline(selector, vars);
                for v in variants {
                    collect_variables(&v.value, vars);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, vars);
        }
    }
}

/// The syntax errors of a catalogue, as `LANG: message` lines (none in a good build).
pub fn syntax_errors(language: Language) -> Vec<String> {
    match fluent_syntax::parser::parse(language.catalogue()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors
            .into_iter()
            .map(|e| format!("{}: {e:?}", language.code()))
            .collect(),
    }
}

/// A player's name in the window's language ("Black", "Noir", "黒").
pub fn player(player: othello_core::Player) -> String {
    match player {
        othello_core::Player::Black => crate::gui::i18n::t!("black"),
        othello_core::Player::White => crate::gui::i18n::t!("white"),
    }
}

/// A side's name, kept as a message (put in words when shown).
pub fn player_message(player: othello_core::Player) -> Message {
    match player {
        othello_core::Player::Black => Message::new("black"),
        othello_core::Player::White => Message::new("white"),
    }
}

/// A computer level's name in the window's language.
pub fn level(level: othello_engine::Level) -> String {
    use othello_engine::Level;
    match level {
        Level::Beginner => crate::gui::i18n::t!("level-beginner"),
        Level::Novice => crate::gui::i18n::t!("level-novice"),
        Level::Intermediate => crate::gui::i18n::t!("level-intermediate"),
        Level::Advanced => crate::gui::i18n::t!("level-advanced"),
        Level::Expert => crate::gui::i18n::t!("level-expert"),
    }
}

/// A disc as a cell's accessible label names it ("black", "noir").
pub fn cell_disc(player: othello_core::Player) -> String {
    match player {
        othello_core::Player::Black => crate::gui::i18n::t!("cell-black"),
        othello_core::Player::White => crate::gui::i18n::t!("cell-white"),
    }
}

/// A number of discs with one decimal, written as the window's language writes decimals
/// (`-1.5`, `-1,5`), with its sign when `signed`.
pub fn decimal(value: f64, signed: bool) -> String {
    let text = if signed {
        format!("{value:+.1}")
    } else {
        format!("{value:.1}")
    };
    match language() {
        Language::French | Language::German | Language::Spanish => text.replace('.', ","),
        Language::English | Language::Japanese => text,
    }
}
