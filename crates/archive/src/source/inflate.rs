//! The `.zip` files the federation distributes, read into memory entry by entry within
//! limits: an entry that claims or inflates to more than a game file could hold is refused,
//! named, before more than the limit is read.

use std::collections::BTreeMap;
use std::io::{Read, Seek};
use std::path::Path;

/// The most bytes one game or names file may hold, on disk or once inflated from a `.zip`
/// file: the federation's largest file (a year of games) is under a megabyte, so this leaves
/// a wide margin while a file that claims or inflates to gigabytes is refused before it is
/// read whole.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// The most bytes the entries of one `.zip` file may hold together once inflated.
pub const MAX_ZIP_BYTES: u64 = 256 << 20;

/// How much a `.zip` file may hold: each entry, and all together (inflated).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ZipLimits {
    pub(crate) entry: u64,
    pub(crate) total: u64,
}

impl Default for ZipLimits {
    fn default() -> Self {
        ZipLimits {
            entry: MAX_FILE_BYTES,
            total: MAX_ZIP_BYTES,
        }
    }
}

/// "64 MiB", "300 KiB", "12 bytes".
pub(crate) fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// The files of a `.zip` archive (the last part of each entry's path), read whole, each
/// within `limits`: an entry that claims more, or inflates to more whatever it claims, is
/// refused with its name before more than the limit is read.
pub(crate) fn read_zip(
    path: &Path,
    limits: ZipLimits,
) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    read_zip_from(file, limits)
}

/// [`read_zip`] of a `.zip` file's bytes, read from `source` (a file, or bytes in memory).
pub(crate) fn read_zip_from(
    source: impl Read + Seek,
    limits: ZipLimits,
) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let mut archive = zip::ZipArchive::new(source).map_err(|e| e.to_string())?;
    let mut entries = BTreeMap::new();
    let mut total = 0u64;
    for i in 0..archive.len() {
        let entry = archive.by_index(i).map_err(|e| e.to_string())?;
        if entry.is_dir() {
            continue;
        }
        let full = entry.name().map_err(|e| e.to_string())?.into_owned();
        let name = full.rsplit(['/', '\\']).next().unwrap_or("").to_owned();
        let too_large = |bytes: &str| {
            format!(
                "{name}: {bytes}, more than the {} a game or names file may hold",
                size(limits.entry)
            )
        };
        if entry.size() > limits.entry {
            return Err(too_large(&format!("{} bytes once inflated", entry.size())));
        }
        let mut bytes = Vec::with_capacity(entry.size() as usize);
        entry
            .take(limits.entry + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("{name}: {e}"))?;
        if bytes.len() as u64 > limits.entry {
            return Err(too_large(&format!(
                "more than {} bytes once inflated",
                limits.entry
            )));
        }
        total += bytes.len() as u64;
        if total > limits.total {
            return Err(format!(
                "its files hold more than the {} a .zip file may hold once inflated",
                size(limits.total)
            ));
        }
        entries.insert(name, bytes);
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::path::PathBuf;

    /// A `.zip` file of one entry `name` of `bytes` zeros, deflated; its central directory's
    /// claimed size set to `claimed` when given.
    fn zip_of_zeros(dir: &Path, name: &str, bytes: usize, claimed: Option<u32>) -> PathBuf {
        let path = dir.join("zeros.zip");
        let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        zip.start_file(name, options).unwrap();
        zip.write_all(&vec![0; bytes]).unwrap();
        zip.finish().unwrap();
        if let Some(claimed) = claimed {
            let mut raw = std::fs::read(&path).unwrap();
            let central = raw
                .windows(4)
                .position(|w| w == b"PK\x01\x02")
                .expect("a central directory");
            raw[central + 24..central + 28].copy_from_slice(&claimed.to_le_bytes());
            std::fs::write(&path, raw).unwrap();
        }
        path
    }

    const SMALL: ZipLimits = ZipLimits {
        entry: 64 << 10,
        total: 100 << 10,
    };

    #[test]
    fn an_entry_that_claims_more_than_the_limit_is_refused_unread() {
        let dir = tempfile::tempdir().unwrap();
        let path = zip_of_zeros(dir.path(), "WTH_2024.wtb", 1000, Some(u32::MAX));
        let why = read_zip(&path, ZipLimits::default()).unwrap_err();
        assert_eq!(
            why,
            "WTH_2024.wtb: 4294967295 bytes once inflated, more than the 64 MiB a game or names \
             file may hold"
        );
    }

    #[test]
    fn an_entry_beyond_the_limit_or_beyond_its_claim_is_refused_by_name() {
        let dir = tempfile::tempdir().unwrap();
        let path = zip_of_zeros(dir.path(), "a/WTH_2024.wtb", 200 << 10, None);
        assert_eq!(
            read_zip(&path, SMALL).unwrap_err(),
            "WTH_2024.wtb: 204800 bytes once inflated, more than the 64 KiB a game or names \
             file may hold"
        );
        // It claims 10 bytes and inflates to 200 KiB: read no further than the claim.
        let path = zip_of_zeros(dir.path(), "a/WTH_2024.wtb", 200 << 10, Some(10));
        let why = read_zip(&path, SMALL).unwrap_err();
        assert!(why.starts_with("WTH_2024.wtb: "), "{why}");
        // Within the limit, it reads; beyond the total, it does not.
        let path = zip_of_zeros(dir.path(), "WTH_2024.wtb", 60 << 10, None);
        assert_eq!(
            read_zip(&path, SMALL).unwrap()["WTH_2024.wtb"].len(),
            60 << 10
        );
        let tight = ZipLimits {
            total: 50 << 10,
            ..SMALL
        };
        assert_eq!(
            read_zip(&path, tight).unwrap_err(),
            "its files hold more than the 50 KiB a .zip file may hold once inflated"
        );
    }
}
