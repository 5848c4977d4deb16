//! The move generator against a plain reference, on every layout and instruction set.

use super::*;
use crate::bits::U256;
use crate::position::Position;

#[test]
fn constant_8x8_matches_computed_geometry() {
    let g = Geometry::<u64>::new(8, 8);
    let s = Standard8x8;
    assert_eq!(g.cells(), s.cells());
    assert_eq!(g.up(), s.up());
    assert_eq!(g.down(), s.down());
    assert_eq!(g.rays, &RAYS_8X8[..]);
}

#[test]
fn rays_run_to_the_edge() {
    let g = Geometry::<u128>::new(10, 12);
    // Cell (2, 3) = 27 on a 12-wide board.
    let rays = g.rays[27];
    let cells = |v: &[u32]| v.iter().fold(0u128, |acc, &i| acc | 1 << i);
    assert_eq!(rays[0], cells(&[28, 29, 30, 31, 32, 33, 34, 35])); // east
    assert_eq!(rays[1], cells(&[38, 49, 60])); // south-west, to column 0
    assert_eq!(rays[2], cells(&[39, 51, 63, 75, 87, 99, 111])); // south
    assert_eq!(rays[3], cells(&[40, 53, 66, 79, 92, 105, 118])); // south-east
    assert_eq!(rays[4], cells(&[26, 25, 24])); // west
    assert_eq!(rays[5], cells(&[16, 5])); // north-east
    assert_eq!(rays[6], cells(&[15, 3])); // north
    assert_eq!(rays[7], cells(&[14, 1])); // north-west
}

#[test]
fn ray_tables_are_shared_per_size_and_width() {
    let a = Geometry::<U256>::new(12, 14);
    let b = Geometry::<U256>::new(12, 14);
    assert!(std::ptr::eq(a.rays, b.rays));
    let c = Geometry::<u128>::new(8, 10);
    let d = Geometry::<U256>::new(8, 10);
    assert!(!std::ptr::eq(
        c.rays.as_ptr().cast::<u8>(),
        d.rays.as_ptr().cast::<u8>()
    ));
    assert_eq!(c.rays.len(), d.rays.len());
    for (x, y) in c.rays.iter().zip(d.rays) {
        for (p, q) in x.iter().zip(y) {
            assert_eq!(p.to_words(), q.to_words());
        }
    }
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The obvious rules on (row, column) coordinates, one cell at a time: the reference the
/// bitboard code must agree with.
struct Reference {
    rows: i32,
    cols: i32,
}

impl Reference {
    fn of<L: Layout>(layout: &L) -> Self {
        Reference {
            rows: layout.rows() as i32,
            cols: layout.cols() as i32,
        }
    }

    fn on_board(&self, r: i32, c: i32) -> bool {
        (0..self.rows).contains(&r) && (0..self.cols).contains(&c)
    }

    fn flips<B: Bits>(&self, rules: RuleSet, me: B, opp: B, index: u32) -> B {
        let (r, c) = ((index as i32) / self.cols, (index as i32) % self.cols);
        let at = |r: i32, c: i32| (r * self.cols + c) as u32;
        let mut flips = B::ZERO;
        for dr in -1..=1 {
            for dc in -1..=1 {
                if (dr, dc) == (0, 0) {
                    continue;
                }
                let (mut rr, mut cc) = (r + dr, c + dc);
                if rules == RuleSet::Simple {
                    if self.on_board(rr, cc) && opp.has(at(rr, cc)) {
                        flips |= B::bit(at(rr, cc));
                    }
                    continue;
                }
                let mut run = B::ZERO;
                while self.on_board(rr, cc) && opp.has(at(rr, cc)) {
                    run |= B::bit(at(rr, cc));
                    rr += dr;
                    cc += dc;
                }
                if self.on_board(rr, cc) && me.has(at(rr, cc)) {
                    flips |= run;
                }
            }
        }
        flips
    }

    fn moves<B: Bits>(&self, rules: RuleSet, me: B, opp: B) -> B {
        let mut moves = B::ZERO;
        for i in 0..(self.rows * self.cols) as u32 {
            if !me.has(i) && !opp.has(i) && !self.flips(rules, me, opp, i).is_zero() {
                moves |= B::bit(i);
            }
        }
        moves
    }
}

/// Checks moves, flips (of every empty cell) and paired moves against the reference.
fn check_position<L: Layout>(layout: &L, rules: RuleSet, me: L::B, opp: L::B) {
    let reference = Reference::of(layout);
    let moves = layout.moves(rules, me, opp);
    assert_eq!(
        moves,
        reference.moves(rules, me, opp),
        "{rules:?} moves on {}x{}: me {me:?} opp {opp:?}",
        layout.rows(),
        layout.cols()
    );
    assert_eq!(
        layout.moves_x2(rules, [me, opp], [opp, me]),
        [moves, layout.moves(rules, opp, me)]
    );
    for i in 0..layout.cell_count() {
        if me.has(i) || opp.has(i) {
            continue;
        }
        assert_eq!(
            layout.flips(rules, me, opp, i),
            reference.flips(rules, me, opp, i),
            "{rules:?} flips at {i} on {}x{}: me {me:?} opp {opp:?}",
            layout.rows(),
            layout.cols()
        );
    }
}

/// Random boards of every density (which make long runs and full lines), then random games
/// from the start position, checked at every ply.
fn check_layout<L: Layout>(layout: &L, seed: u64) {
    let mut rng = Rng(seed);
    let n = layout.cell_count();
    for rules in [RuleSet::Full, RuleSet::Simple] {
        for round in 0..120 {
            let (me, opp) = random_board::<L::B>(n, round % 7 + 1, rng.below(7) + 1, &mut rng);
            check_position(layout, rules, me, opp);
        }
        for _ in 0..6 {
            let (r, c) = (layout.rows() / 2 - 1, layout.cols() / 2 - 1);
            let at = |r: u32, c: u32| L::B::bit(r * layout.cols() + c);
            let mut pos = Position {
                me: at(r, c + 1) | at(r + 1, c),
                opp: at(r, c) | at(r + 1, c + 1),
            };
            loop {
                check_position(layout, rules, pos.me, pos.opp);
                let mut moves = pos.moves(layout, rules);
                if moves.is_zero() {
                    pos = pos.pass();
                    moves = pos.moves(layout, rules);
                    if moves.is_zero() {
                        break;
                    }
                }
                let pick = rng.below(u64::from(moves.count())) as usize;
                let index = moves.iter().nth(pick).unwrap_or_else(|| moves.first());
                pos = pos.play(index, pos.flips(layout, rules, index));
            }
        }
    }
}

/// A random board of the given density: `empty` in 8 cells are empty, and `mine` in 8 of the
/// others are `me`'s.
fn random_board<B: Bits>(cells: u32, empty: u64, mine: u64, rng: &mut Rng) -> (B, B) {
    let (mut me, mut opp) = (B::ZERO, B::ZERO);
    for i in 0..cells {
        if rng.below(8) >= empty {
            if rng.below(8) < mine {
                me |= B::bit(i);
            } else {
                opp |= B::bit(i);
            }
        }
    }
    (me, opp)
}

/// Every way a geometry can compute moves and flips against the portable ones, on random boards
/// of every density: the two portable fills, and the vector code reached through each
/// instruction set this processor has (called from code that is not compiled for it, so the
/// inline versions run slowly here, but run). Flips are checked for every cell, empty or not: a
/// cell's flips depend only on the discs around it.
fn check_every_path<B: Bits>(rows: u32, cols: u32, rng: &mut Rng) {
    let g = Geometry::<B>::new(rows, cols);
    let avx2 = Avx2::detect().map(|v| g.with(v));
    let avx512 = Avx512::detect().map(|v| g.with(v));
    for round in 0..200 {
        let (me, opp) = random_board::<B>(rows * cols, round % 7, rng.below(7) + 1, rng);
        let moves = g.moves_by_line(me, opp);
        let what = || format!("{rows}x{cols}: me {me:?} opp {opp:?}");
        assert_eq!(g.moves_all_directions(me, opp), moves, "{}", what());
        assert_eq!(g.full_moves(me, opp), moves, "{}", what());
        if let Some(a) = avx2 {
            assert_eq!(a.full_moves(me, opp), moves, "AVX2 {}", what());
        }
        if let Some(a) = avx512 {
            assert_eq!(a.full_moves(me, opp), moves, "AVX-512 {}", what());
        }
        for index in 0..rows * cols {
            let flips = ray_flips(&g.rays[index as usize], me, opp);
            assert_eq!(g.full_flips(me, opp, index), flips, "{index} {}", what());
            if let Some(a) = avx2 {
                assert_eq!(
                    a.full_flips(me, opp, index),
                    flips,
                    "AVX2 {index} {}",
                    what()
                );
            }
            if let Some(a) = avx512 {
                assert_eq!(
                    a.full_flips(me, opp, index),
                    flips,
                    "AVX-512 {index} {}",
                    what()
                );
            }
        }
    }
}

/// On x86-64 processors with AVX2 (all that CI runs on), the vector code must be what wide
/// geometries use, or the checks above compare the portable code with itself.
#[test]
#[cfg(target_arch = "x86_64")]
fn wide_geometries_take_the_vector_code_where_the_processor_has_it() {
    let g = Geometry::<U256>::new(16, 16);
    let has = std::is_x86_feature_detected!("avx2");
    assert_eq!(g.vector_moves(U256::bit(0), U256::bit(1)).is_some(), has);
    assert_eq!(g.vector_flips(U256::bit(0), U256::bit(1), 2).is_some(), has);
    assert_eq!(g.vector_rays.len(), 256);
    assert!(Geometry::<u64>::new(8, 8).vector_rays.is_empty());
}

#[test]
fn every_path_finds_the_same_moves_and_flips() {
    let mut rng = Rng(7);
    for (r, c) in [(16, 16), (12, 14), (14, 16), (10, 10), (4, 16), (16, 4)] {
        check_every_path::<U256>(r, c, &mut rng);
    }
    for (r, c) in [(10, 10), (8, 16), (16, 8), (10, 12), (4, 4)] {
        check_every_path::<u128>(r, c, &mut rng);
    }
}

#[test]
fn standard_8x8_agrees_with_the_reference() {
    check_layout(&Standard8x8, 1);
}

#[test]
fn u64_geometries_agree_with_the_reference() {
    for (i, (r, c)) in [(4, 4), (4, 16), (16, 4), (6, 10), (8, 8), (3, 21), (5, 7)]
        .into_iter()
        .enumerate()
    {
        check_layout(&Geometry::<u64>::new(r, c), 10 + i as u64);
    }
}

#[test]
fn u128_geometries_agree_with_the_reference() {
    for (i, (r, c)) in [(10, 10), (8, 16), (16, 8), (4, 4), (6, 10), (8, 8)]
        .into_iter()
        .enumerate()
    {
        check_layout(&Geometry::<u128>::new(r, c), 20 + i as u64);
    }
}

#[test]
fn u256_geometries_agree_with_the_reference() {
    for (i, (r, c)) in [
        (12, 14),
        (16, 16),
        (14, 16),
        (4, 16),
        (16, 4),
        (10, 10),
        (8, 8),
    ]
    .into_iter()
    .enumerate()
    {
        let g = Geometry::<U256>::new(r, c);
        check_layout(&g, 30 + i as u64);
        if let Some(v) = Avx2::detect() {
            check_layout(&g.with(v), 40 + i as u64);
        }
        if let Some(v) = Avx512::detect() {
            check_layout(&g.with(v), 50 + i as u64);
        }
    }
}
