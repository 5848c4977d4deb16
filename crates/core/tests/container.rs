//! The binary container: what it writes, that it reads back what it wrote, and that it refuses
//! every kind of damage with the reason, naming the file.

use othello_core::container::{
    ContainerError, Format, HEADER, Reader, TRAILER, Writer, checksum, fnv1a,
};

static TEST: Format = Format {
    magic: *b"OTHTEST\0",
    versions: 2..=2,
    name: "test file",
    a_name: "a test file",
};

/// The same magic number, reading the versions before it too.
static OLDER_TOO: Format = Format {
    magic: *b"OTHTEST\0",
    versions: 1..=2,
    name: "test file",
    a_name: "a test file",
};

static OTHER: Format = Format {
    magic: *b"OTHER\0\0\0",
    versions: 1..=1,
    name: "other file",
    a_name: "another file",
};

fn sample() -> Vec<u8> {
    let mut w = Writer::new(&TEST);
    w.u8(7);
    w.u16(0xbeef);
    w.i16(-300);
    w.u32(0x0102_0304);
    w.u64(u64::MAX - 5);
    w.f32(-1.25);
    w.bytes(b"abc");
    w.finish()
}

#[test]
fn fnv1a_is_the_standard_hash() {
    assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
}

#[test]
fn a_file_is_magic_version_body_and_checksum() {
    let bytes = sample();
    let body = 1 + 2 + 2 + 4 + 8 + 4 + 3;
    assert_eq!(bytes.len(), HEADER + body + TRAILER);
    assert_eq!(&bytes[..8], b"OTHTEST\0");
    assert_eq!(&bytes[8..12], &[2, 0, 0, 0]);
    assert_eq!(&bytes[12..17], &[7, 0xef, 0xbe, 0xd4, 0xfe]);
    assert_eq!(&bytes[17..21], &[4, 3, 2, 1]);
    let (rest, sum) = bytes.split_at(bytes.len() - TRAILER);
    assert_eq!(sum, fnv1a(rest).to_le_bytes());
    // A file with nothing in it is a header and a checksum.
    let empty = Writer::new(&OTHER).finish();
    assert_eq!(empty.len(), HEADER + TRAILER);
    assert_eq!(&empty[..12], b"OTHER\0\0\0\x01\0\0\0");
}

#[test]
fn the_checksum_a_file_ends_with_names_its_contents() {
    let bytes = sample();
    let sum = checksum(&bytes).expect("a whole file");
    assert_eq!(sum, fnv1a(&bytes[..bytes.len() - TRAILER]));
    let mut other = Writer::new(&TEST);
    other.u8(8);
    assert_ne!(checksum(&other.finish()), Some(sum));
    // Read, not checked: a damaged body keeps the checksum it ends with.
    let mut damaged = bytes.clone();
    damaged[HEADER] ^= 1;
    assert_eq!(checksum(&damaged), Some(sum));
    // A header and a checksum are the least a file holds.
    let empty = Writer::new(&OTHER).finish();
    assert!(checksum(&empty).is_some());
    assert_eq!(checksum(&empty[..HEADER + TRAILER - 1]), None);
    assert_eq!(checksum(b""), None);
}

#[test]
fn what_is_written_reads_back() {
    let bytes = sample();
    let (version, mut r) = TEST.open(&bytes).expect("a sound file");
    assert_eq!(version, 2);
    assert_eq!(r.position(), HEADER);
    assert_eq!(r.u8(), Ok(7));
    assert_eq!(r.u16(), Ok(0xbeef));
    assert_eq!(r.i16(), Ok(-300));
    assert_eq!(r.u32(), Ok(0x0102_0304));
    assert_eq!(r.u64(), Ok(u64::MAX - 5));
    assert_eq!(r.f32(), Ok(-1.25));
    assert_eq!(r.remaining(), 3);
    assert_eq!(r.take(3), Ok(&b"abc"[..]));
    assert_eq!(r.remaining(), 0);
    // The checksum is not part of the body.
    let end = bytes.len() - TRAILER;
    assert_eq!(
        r.u8(),
        Err(ContainerError::Truncated {
            format: &TEST,
            at: end
        })
    );
    // A format that reads older versions too reads this one.
    assert_eq!(OLDER_TOO.open(&bytes).map(|(v, _)| v), Ok(2));
}

#[test]
fn another_kind_of_file_is_refused() {
    let bytes = sample();
    for wrong in [
        &b""[..],
        b"OTH",
        b"OTHTEST",
        b"OTHTEST1\x02\0\0\0",
        b"GIF89a\0\0\0\0\0\0",
    ] {
        assert_eq!(
            TEST.open(wrong).unwrap_err(),
            ContainerError::Magic { format: &TEST },
            "{wrong:?}"
        );
    }
    assert_eq!(
        OTHER.open(&bytes).unwrap_err(),
        ContainerError::Magic { format: &OTHER }
    );
}

#[test]
fn a_version_this_program_does_not_read_is_refused_before_the_checksum() {
    for version in [0u32, 1, 3, 0x0100_0002] {
        let mut bytes = sample();
        bytes[8..12].copy_from_slice(&version.to_le_bytes());
        assert_eq!(
            TEST.open(&bytes).unwrap_err(),
            ContainerError::Version {
                format: &TEST,
                found: version
            }
        );
    }
}

#[test]
fn a_file_cut_anywhere_is_refused() {
    let bytes = sample();
    for len in 0..bytes.len() {
        let err = TEST.open(&bytes[..len]).unwrap_err();
        let expected = match len {
            0..8 => ContainerError::Magic { format: &TEST },
            8..20 => ContainerError::Truncated {
                format: &TEST,
                at: len,
            },
            // Then the checksum is read from the wrong bytes.
            _ => {
                let (rest, sum) = bytes[..len].split_at(len - TRAILER);
                ContainerError::Checksum {
                    format: &TEST,
                    found: u64::from_le_bytes(sum.try_into().unwrap()),
                    expected: fnv1a(rest),
                }
            }
        };
        assert_eq!(err, expected, "cut at {len}");
    }
}

#[test]
fn a_changed_byte_is_refused() {
    let bytes = sample();
    for at in 0..bytes.len() {
        for bit in 0..8 {
            let mut damaged = bytes.clone();
            damaged[at] ^= 1 << bit;
            let err = TEST.open(&damaged).unwrap_err();
            let refused = match at {
                0..8 => matches!(err, ContainerError::Magic { .. }),
                8..12 => matches!(err, ContainerError::Version { .. }),
                _ => matches!(err, ContainerError::Checksum { .. }),
            };
            assert!(refused, "byte {at}, bit {bit}: {err:?}");
        }
    }
}

#[test]
fn a_part_ends_where_its_length_says() {
    let bytes = sample();
    let (_, mut r) = TEST.open(&bytes).unwrap();
    r.u8().unwrap();
    let mut part = r.part(4).unwrap();
    assert_eq!(part.position(), HEADER + 1);
    assert_eq!(part.u16(), Ok(0xbeef));
    assert_eq!(part.i16(), Ok(-300));
    let truncated = ContainerError::Truncated {
        format: &TEST,
        at: HEADER + 5,
    };
    assert_eq!(part.u8(), Err(truncated));
    // The reader goes on after the part.
    assert_eq!(r.position(), HEADER + 5);
    assert_eq!(r.u32(), Ok(0x0102_0304));
    assert!(r.part(100).is_err());
    // A reader of any bytes, from their start.
    let mut plain = Reader::new(&TEST, &[1, 0]);
    assert_eq!(plain.u16(), Ok(1));
    assert_eq!(
        plain.u8(),
        Err(ContainerError::Truncated {
            format: &TEST,
            at: 2
        })
    );
}

#[test]
fn every_message_names_the_file() {
    let messages = [
        (
            ContainerError::Magic { format: &TEST },
            "not a test file (no OTHTEST header)",
        ),
        (
            ContainerError::Version {
                format: &TEST,
                found: 9,
            },
            "test file version 9, this program reads version 2",
        ),
        (
            ContainerError::Version {
                format: &OLDER_TOO,
                found: 9,
            },
            "test file version 9, this program reads versions 1 to 2",
        ),
        (
            ContainerError::Truncated {
                format: &TEST,
                at: 12,
            },
            "the test file ends early (at byte 12)",
        ),
        (
            ContainerError::Checksum {
                format: &OTHER,
                found: 1,
                expected: 0xabc,
            },
            "the other file is damaged: checksum 0000000000000001, expected 0000000000000abc",
        ),
    ];
    for (err, message) in messages {
        assert_eq!(err.to_string(), message);
    }
    assert_eq!(OTHER.tag(), "OTHER");
}
