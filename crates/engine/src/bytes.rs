//! Reading the engine's little-endian files (the weights, the opening book) field by field.

/// The bytes ran out: the length they had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short {
    pub at: usize,
}

/// Reads `bytes` from `at` on; each field fails with [`Short`] when the bytes run out, which each
/// file's error turns into its own "ends early".
pub struct Reader<'a> {
    pub bytes: &'a [u8],
    pub at: usize,
}

impl<'a> Reader<'a> {
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], Short> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or(Short {
            at: self.bytes.len(),
        })?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    pub fn u8(&mut self) -> Result<u8, Short> {
        Ok(self.take(1)?[0])
    }

    pub fn u16(&mut self) -> Result<u16, Short> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32(&mut self) -> Result<u32, Short> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Only the training's positions file has 64-bit fields.
    #[cfg(feature = "train")]
    pub fn u64(&mut self) -> Result<u64, Short> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes(b.try_into().expect("eight bytes")))
    }
}
