//! Instruction sets for the vector code of wide boards, as types.
//!
//! Boards of more than 64 cells run their move generation and flips through AVX2 registers when
//! the processor has them. That code is written once, in functions meant to be inlined; how it
//! reaches the processor depends on the caller, which a [`Geometry`](super::Geometry) states with
//! its second type parameter, a [`Vector`]:
//!
//! - [`Detect`], the default, asks at each call whether the processor has AVX2 (the standard
//!   library caches the answer) and then runs the vector code as a separate function compiled for
//!   it, or portable code without it. Right for any caller.
//! - [`Avx2`] and [`Avx512`] put the vector code inline in the caller. That is only fast when
//!   the caller is itself compiled for the instruction set, as the copies of
//!   [`perft`](crate::perft) are (an instruction-set function cannot be inlined into code
//!   compiled without it, and is then called once per intrinsic). Both are tokens: the only way
//!   to get one is `detect`, so a geometry holding one runs on a processor that has the
//!   instructions.

use std::fmt;

/// How a [`Geometry`](super::Geometry) runs its vector code (see the [module docs](self)).
///
/// Sealed: the geometry trusts [`Vector::INSTRUCTION_SET`] without asking the processor, so only
/// the three types here, whose values prove what they claim, may implement it.
pub trait Vector: sealed::Sealed + Copy + Send + Sync + fmt::Debug + 'static {
    /// The instructions the vector code may use without asking the processor.
    const INSTRUCTION_SET: InstructionSet;
}

mod sealed {
    /// Implemented by the [`Vector`](super::Vector) types of this module only.
    pub trait Sealed {}
    impl Sealed for super::Detect {}
    impl Sealed for super::Avx2 {}
    impl Sealed for super::Avx512 {}
}

/// An instruction set the code may use without asking the processor: what a [`Vector`] allows,
/// and which copy of [`perft`](crate::perft) runs (see [`perft_with`](crate::perft_with)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstructionSet {
    /// Ask the processor, and call compiled-for-AVX2 code out of line.
    Detect,
    /// AVX2, inline.
    Avx2,
    /// AVX2 with the AVX-512 double shifts on 256-bit registers, inline.
    Avx512,
}

impl InstructionSet {
    /// The best instruction set this processor has.
    pub fn best() -> InstructionSet {
        if Avx512::detect().is_some() {
            InstructionSet::Avx512
        } else if Avx2::detect().is_some() {
            InstructionSet::Avx2
        } else {
            InstructionSet::Detect
        }
    }

    /// Whether this processor has these instructions (always, for `Detect`).
    pub fn available(self) -> bool {
        match self {
            InstructionSet::Detect => true,
            InstructionSet::Avx2 => Avx2::detect().is_some(),
            InstructionSet::Avx512 => Avx512::detect().is_some(),
        }
    }
}

impl fmt::Display for InstructionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            InstructionSet::Detect => "portable code, asking for AVX2",
            InstructionSet::Avx2 => "AVX2",
            InstructionSet::Avx512 => "AVX-512",
        })
    }
}

/// Asks the processor at each call (see the [module docs](self)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Detect;

impl Vector for Detect {
    const INSTRUCTION_SET: InstructionSet = InstructionSet::Detect;
}

/// Proof that the processor has AVX2 with BMI1, BMI2, POPCNT and LZCNT (Haswell, Zen and
/// later): the features the AVX2 copy of perft is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx2(());

impl Vector for Avx2 {
    const INSTRUCTION_SET: InstructionSet = InstructionSet::Avx2;
}

impl Avx2 {
    /// The token, if this processor has the features.
    #[inline]
    pub fn detect() -> Option<Avx2> {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("lzcnt")
        {
            return Some(Avx2(()));
        }
        None
    }
}

/// Proof that the processor has everything [`Avx2`] stands for, and AVX-512 F, VL, BW, DQ, CD
/// and VBMI2 (Ice Lake, Zen 4 and later): the features the AVX-512 copy of perft is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Avx512(());

impl Vector for Avx512 {
    const INSTRUCTION_SET: InstructionSet = InstructionSet::Avx512;
}

impl Avx512 {
    /// The token, if this processor has the features.
    #[inline]
    pub fn detect() -> Option<Avx512> {
        Avx2::detect()?;
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512dq")
            && std::is_x86_feature_detected!("avx512cd")
            && std::is_x86_feature_detected!("avx512vbmi2")
        {
            return Some(Avx512(()));
        }
        None
    }
}
