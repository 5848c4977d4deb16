//! Move generator speed: perft from the start position on boards of each bit width, and move
//! generation alone on positions from random games.
//!
//! `cargo bench --no-default-features --bench perft`
//!
//! Perft throughput is in leaves (criterion's "elements"); move generation throughput is in
//! positions.
// criterion_group! defines an undocumented public function; a benchmark has no readers of it.
#![allow(missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use othello_core::{
    Bits, Game, Geometry, InstructionSet, Layout, Options, Player, Position, RuleSet, Standard8x8,
    U256, perft, perft_with,
};
use std::hint::black_box;
use std::time::Duration;

/// The start position of a board of `layout`'s size, Black to move.
fn start<L: Layout>(layout: &L) -> Position<L::B> {
    let options = Options {
        rows: layout.rows() as u8,
        cols: layout.cols() as u8,
        ..Options::default()
    };
    match Game::new(options) {
        Ok(game) => game.position_for(Player::Black),
        Err(e) => panic!("benchmark board: {e}"),
    }
}

fn bench_perft<L: Layout>(c: &mut Criterion, name: &str, layout: L, depth: u32) {
    let pos = start(&layout);
    let leaves = perft(&layout, RuleSet::Full, pos, depth);
    let mut group = c.benchmark_group("perft");
    group.throughput(Throughput::Elements(leaves));
    group.bench_function(BenchmarkId::new(name, depth), |b| {
        b.iter(|| perft(&layout, RuleSet::Full, black_box(pos), black_box(depth)))
    });
    group.finish();
}

/// Each copy of the perft code this processor can run, on one board.
fn bench_copies<L: Layout>(c: &mut Criterion, name: &str, layout: L, depth: u32) {
    let pos = start(&layout);
    let leaves = perft(&layout, RuleSet::Full, pos, depth);
    let mut group = c.benchmark_group(format!("perft-copies-{name}"));
    group.throughput(Throughput::Elements(leaves));
    for level in [
        InstructionSet::Detect,
        InstructionSet::Avx2,
        InstructionSet::Avx512,
    ] {
        if !level.available() {
            eprintln!("skipping the {level} copy: this processor lacks it");
            continue;
        }
        group.bench_function(BenchmarkId::new(format!("{level:?}"), depth), |b| {
            b.iter(|| {
                perft_with(
                    level,
                    &layout,
                    RuleSet::Full,
                    black_box(pos),
                    black_box(depth),
                )
            })
        });
    }
    group.finish();
}

fn perft_benches(c: &mut Criterion) {
    // Depths chosen for runs of a few milliseconds each; 8×8 and 16×16 at the same depth, whose
    // trees are alike in size, so their costs per leaf compare.
    bench_perft(c, "8x8", Standard8x8, 9);
    bench_perft(c, "6x10", Geometry::<u64>::new(6, 10), 9);
    bench_perft(c, "10x10", Geometry::<u128>::new(10, 10), 8);
    bench_perft(c, "16x16", Geometry::<U256>::new(16, 16), 9);
    bench_copies(c, "8x8", Standard8x8, 9);
    bench_copies(c, "16x16", Geometry::<U256>::new(16, 16), 9);
}

/// Positions met in `games` random games (a fixed xorshift sequence, so runs compare).
fn sample_positions<L: Layout>(layout: &L, games: usize) -> Vec<Position<L::B>> {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut random = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut pos = start(layout);
        loop {
            let mut moves = pos.moves(layout, RuleSet::Full);
            if moves.is_zero() {
                pos = pos.pass();
                moves = pos.moves(layout, RuleSet::Full);
                if moves.is_zero() {
                    break;
                }
            }
            positions.push(pos);
            let skip = (random() % u64::from(moves.count())) as usize;
            let index = moves.iter().nth(skip).unwrap_or_else(|| moves.first());
            pos = pos.play(index, pos.flips(layout, RuleSet::Full, index));
        }
    }
    positions
}

fn bench_moves<L: Layout>(c: &mut Criterion, name: &str, layout: L) {
    let positions = sample_positions(&layout, 20);
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function(BenchmarkId::new("moves", name), |b| {
        b.iter(|| {
            let mut acc = L::B::ZERO;
            for p in black_box(&positions) {
                acc ^= p.moves(&layout, RuleSet::Full);
            }
            acc
        })
    });
    group.bench_function(BenchmarkId::new("moves+flips", name), |b| {
        b.iter(|| {
            let mut acc = L::B::ZERO;
            for p in black_box(&positions) {
                for index in p.moves(&layout, RuleSet::Full).iter() {
                    acc ^= p.flips(&layout, RuleSet::Full, index);
                }
            }
            acc
        })
    });
    group.finish();
}

fn movegen_benches(c: &mut Criterion) {
    bench_moves(c, "8x8", Standard8x8);
    bench_moves(c, "6x10", Geometry::<u64>::new(6, 10));
    bench_moves(c, "10x10", Geometry::<u128>::new(10, 10));
    bench_moves(c, "16x16", Geometry::<U256>::new(16, 16));
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = perft_benches, movegen_benches
}
criterion_main!(benches);
