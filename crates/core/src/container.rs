//! The binary container of every file the program writes (the evaluation's weights, the
//! opening book, the training's positions, Multi-ProbCut's parameters): a magic number, a
//! version, the body and a checksum, read and written on byte slices (no I/O).
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic number: the [`Format`]'s name, padded with zero bytes |
//! | 4 | the format's version (`u32`) |
//! | … | the body: the format's own fields |
//! | 8 | FNV-1a 64-bit checksum ([`fnv1a`]) of everything before it |
//!
//! All numbers are little-endian. A file is refused whole or read whole: [`Format::open`] checks
//! the magic number, the version, the length and the checksum before the body is read, then
//! hands out a [`Reader`] over the body whose fields fail with "ends early" when the body runs
//! out; a [`Writer`] writes the header, the fields and, on [`Writer::finish`], the checksum.
//! The errors name the file they are about ([`ContainerError`]); each format wraps them in its
//! own error beside what only it can find wrong.
//!
//! ```
//! use othello_core::container::{ContainerError, Format, Writer};
//!
//! static NOTES: Format = Format {
//!     magic: *b"NOTES\0\0\0",
//!     versions: 1..=2,
//!     name: "notes file",
//!     a_name: "a notes file",
//! };
//!
//! let mut w = Writer::new(&NOTES);
//! w.u16(640);
//! w.bytes(b"f5d6");
//! let bytes = w.finish();
//! assert_eq!(bytes.len(), 8 + 4 + 2 + 4 + 8);
//!
//! let (version, mut r) = NOTES.open(&bytes)?;
//! assert_eq!((version, r.u16()?, r.take(4)?), (2, 640, &b"f5d6"[..]));
//! assert_eq!(r.remaining(), 0);
//! assert_eq!(
//!     r.u8().unwrap_err().to_string(),
//!     "the notes file ends early (at byte 18)"
//! );
//!
//! let mut damaged = bytes.clone();
//! damaged[13] ^= 1;
//! assert!(matches!(NOTES.open(&damaged), Err(ContainerError::Checksum { .. })));
//! # Ok::<(), ContainerError>(())
//! ```

use std::ops::RangeInclusive;
use thiserror::Error;

/// The bytes before the body: the magic number and the version.
pub const HEADER: usize = 12;
/// The bytes after the body: the checksum.
pub const TRAILER: usize = 8;

/// The FNV-1a 64-bit hash of `bytes`: the containers' checksum, and a key for short
/// descriptions.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The checksum that `bytes`, a file of the container, end with: a name for the file's contents
/// (the ProbCut parameters name the weights they were fitted with by it). It is read, not
/// checked: [`Format::open`] checks it. `None` when `bytes` are too short to hold a header and
/// a checksum.
///
/// ```
/// use othello_core::container::{Format, Writer, checksum, fnv1a};
///
/// static NOTES: Format = Format {
///     magic: *b"NOTES\0\0\0",
///     versions: 1..=1,
///     name: "notes file",
///     a_name: "a notes file",
/// };
/// let mut w = Writer::new(&NOTES);
/// w.u16(640);
/// let bytes = w.finish();
/// assert_eq!(checksum(&bytes), Some(fnv1a(&bytes[..bytes.len() - 8])));
/// assert_eq!(checksum(&bytes[..19]), None);
/// ```
pub fn checksum(bytes: &[u8]) -> Option<u64> {
    let end = bytes.len().checked_sub(TRAILER).filter(|&e| e >= HEADER)?;
    Some(u64::from_le_bytes(bytes[end..].try_into().ok()?))
}

/// A kind of file: its magic number, the versions this program reads and how messages name it.
/// Formats are `static`s, which the errors refer to.
#[derive(Debug, PartialEq, Eq)]
pub struct Format {
    /// The file's first eight bytes.
    pub magic: [u8; 8],
    /// The versions this program reads; a [`Writer`] writes the last.
    pub versions: RangeInclusive<u32>,
    /// The file's name after "the" ("opening book": "the opening book ends early").
    pub name: &'static str,
    /// The file's name with its article ("an opening book file": "not an opening book file").
    pub a_name: &'static str,
}

impl Format {
    /// The magic number without its padding, as messages show it.
    pub fn tag(&self) -> &str {
        let len = self
            .magic
            .iter()
            .rposition(|&b| b != 0)
            .map_or(0, |i| i + 1);
        std::str::from_utf8(&self.magic[..len]).unwrap_or("?")
    }

    /// The newest version, the one a [`Writer`] writes.
    pub fn version(&self) -> u32 {
        *self.versions.end()
    }

    /// Checks a file of this format (its magic number, version, length and checksum, in that
    /// order) and gives its version and a reader over its body.
    ///
    /// # Errors
    /// A [`ContainerError`]: another magic number, a version outside [`Format::versions`],
    /// fewer bytes than a header and a checksum, a checksum that does not match.
    pub fn open<'a>(&'static self, bytes: &'a [u8]) -> Result<(u32, Reader<'a>), ContainerError> {
        if bytes.get(..self.magic.len()) != Some(&self.magic[..]) {
            return Err(ContainerError::Magic { format: self });
        }
        let mut header = Reader::new(self, bytes);
        header.take(self.magic.len())?;
        let version = header.u32()?;
        // The version before the checksum: a version this program does not read may end
        // otherwise.
        if !self.versions.contains(&version) {
            return Err(ContainerError::Version {
                format: self,
                found: version,
            });
        }
        let Some(end) = bytes.len().checked_sub(TRAILER).filter(|&e| e >= HEADER) else {
            return Err(ContainerError::Truncated {
                format: self,
                at: bytes.len(),
            });
        };
        let (body, sum) = bytes.split_at(end);
        let found = u64::from_le_bytes(sum.try_into().expect("eight bytes"));
        let expected = fnv1a(body);
        if found != expected {
            return Err(ContainerError::Checksum {
                format: self,
                found,
                expected,
            });
        }
        let mut reader = Reader::new(self, body);
        reader.at = HEADER;
        Ok((version, reader))
    }
}

/// Why a file was refused by its container. Each names the file it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ContainerError {
    /// Not this kind of file: the magic number differs (or the file is shorter than it).
    #[error("not {} (no {} header)", .format.a_name, .format.tag())]
    Magic {
        /// The format expected.
        format: &'static Format,
    },
    /// A version this program does not read.
    #[error("{} version {found}, this program reads {}", .format.name, Versions(.format))]
    Version {
        /// The format expected.
        format: &'static Format,
        /// The file's version.
        found: u32,
    },
    /// The bytes ran out: the header, the checksum or a field of the body is missing.
    #[error("the {} ends early (at byte {at})", .format.name)]
    Truncated {
        /// The format expected.
        format: &'static Format,
        /// Where the bytes ran out: the file's length, or the end of the body or of the part
        /// of it being read.
        at: usize,
    },
    /// Damaged: the checksum does not match the bytes.
    #[error(
        "the {} is damaged: checksum {found:016x}, expected {expected:016x}",
        .format.name
    )]
    Checksum {
        /// The format expected.
        format: &'static Format,
        /// The checksum the file ends with.
        found: u64,
        /// The checksum of the bytes before it.
        expected: u64,
    },
}

/// "version 1", "versions 1 to 3".
struct Versions<'a>(&'a Format);

impl std::fmt::Display for Versions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (first, last) = (self.0.versions.start(), self.0.versions.end());
        if first == last {
            write!(f, "version {first}")
        } else {
            write!(f, "versions {first} to {last}")
        }
    }
}

/// Reads little-endian fields one after another; each fails with
/// [`ContainerError::Truncated`] when the bytes run out. Positions count from the start of the
/// file.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    format: &'static Format,
    /// The bytes from the start of the file to where this reader ends.
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader of `bytes` from their start, for a file of `format` (most readers come from
    /// [`Format::open`]).
    pub fn new(format: &'static Format, bytes: &'a [u8]) -> Self {
        Reader {
            format,
            bytes,
            at: 0,
        }
    }

    /// Where the next field starts.
    pub fn position(&self) -> usize {
        self.at
    }

    /// The bytes left to read.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// The next `n` bytes.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer are left.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], ContainerError> {
        let Some(end) = self.at.checked_add(n).filter(|&e| e <= self.bytes.len()) else {
            return Err(ContainerError::Truncated {
                format: self.format,
                at: self.bytes.len(),
            });
        };
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    /// A reader of the next `n` bytes alone (a part whose length the file gives); this reader
    /// goes on after them.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer are left.
    pub fn part(&mut self, n: usize) -> Result<Reader<'a>, ContainerError> {
        let start = self.at;
        self.take(n)?;
        Ok(Reader {
            format: self.format,
            bytes: &self.bytes[..self.at],
            at: start,
        })
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], ContainerError> {
        Ok(self.take(N)?.try_into().expect("N bytes"))
    }

    /// The next byte.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if none is left.
    pub fn u8(&mut self) -> Result<u8, ContainerError> {
        Ok(self.take(1)?[0])
    }

    /// The next `u16`.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer than 2 bytes are left.
    pub fn u16(&mut self) -> Result<u16, ContainerError> {
        self.array().map(u16::from_le_bytes)
    }

    /// The next `i16`.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer than 2 bytes are left.
    pub fn i16(&mut self) -> Result<i16, ContainerError> {
        self.array().map(i16::from_le_bytes)
    }

    /// The next `u32`.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer than 4 bytes are left.
    pub fn u32(&mut self) -> Result<u32, ContainerError> {
        self.array().map(u32::from_le_bytes)
    }

    /// The next `u64`.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer than 8 bytes are left.
    pub fn u64(&mut self) -> Result<u64, ContainerError> {
        self.array().map(u64::from_le_bytes)
    }

    /// The next `f32`.
    ///
    /// # Errors
    /// [`ContainerError::Truncated`] if fewer than 4 bytes are left.
    pub fn f32(&mut self) -> Result<f32, ContainerError> {
        self.array().map(f32::from_le_bytes)
    }
}

/// Writes a file: the header on [`Writer::new`], little-endian fields one after another, the
/// checksum on [`Writer::finish`].
#[derive(Clone, Debug)]
pub struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// A file of `format` in its newest version ([`Format::version`]), its header written.
    pub fn new(format: &Format) -> Self {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(&format.magic);
        bytes.extend_from_slice(&format.version().to_le_bytes());
        Writer { bytes }
    }

    /// Bytes as they are.
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// A byte.
    pub fn u8(&mut self, v: u8) {
        self.bytes.push(v);
    }

    /// A `u16`.
    pub fn u16(&mut self, v: u16) {
        self.bytes(&v.to_le_bytes());
    }

    /// An `i16`.
    pub fn i16(&mut self, v: i16) {
        self.bytes(&v.to_le_bytes());
    }

    /// A `u32`.
    pub fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }

    /// A `u64`.
    pub fn u64(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }

    /// An `f32`.
    pub fn f32(&mut self, v: f32) {
        self.bytes(&v.to_le_bytes());
    }

    /// The file's bytes: everything written, then its checksum.
    pub fn finish(mut self) -> Vec<u8> {
        let sum = fnv1a(&self.bytes);
        self.bytes.extend_from_slice(&sum.to_le_bytes());
        self.bytes
    }
}
