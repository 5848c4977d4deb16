//! The tables' tests: what a probe finds after stores, replacements, clears and the pool.
use super::*;

#[test]
fn entries_round_trip_and_misses_are_misses() {
    let t = Table::new(1);
    let e = Entry {
        score: -1234,
        depth: 17,
        bound: Bound::Lower,
        best: Some(255),
    };
    t.store(42, e);
    assert_eq!(t.probe(42), Some(e));
    assert_eq!(t.probe(43), None);
    let f = Entry {
        best: None,
        bound: Bound::Exact,
        ..e
    };
    t.store(42, f);
    assert_eq!(t.probe(42), Some(f));
}

#[test]
fn a_deeper_entry_keeps_its_slot_within_a_search_and_not_after_it() {
    let mut t = Table::new(1);
    // Four keys of one bucket.
    let [a, b, c, d] = std::array::from_fn(|k| 5 + k as u64 * (t.buckets_mask + 1));
    let entry = |depth| Entry {
        score: 7,
        depth,
        bound: Bound::Exact,
        best: None,
    };
    t.store(a, entry(12));
    t.store(b, entry(3));
    t.store(c, entry(4));
    // The shallower ones took turns in the other slot; the deep one stayed.
    assert_eq!(t.probe(a), Some(entry(12)));
    assert_eq!(t.probe(b), None);
    assert_eq!(t.probe(c), Some(entry(4)));
    t.next_search();
    // Still there for the next search to read ...
    assert_eq!(t.probe(a), Some(entry(12)));
    // ... until one of its entries needs the slot, however shallow.
    t.store(d, entry(2));
    assert_eq!(t.probe(d), Some(entry(2)));
    assert_eq!(t.probe(a), None);
    assert_eq!(t.probe(c), Some(entry(4)));
}

#[test]
fn a_cleared_table_reads_and_fills_as_a_new_one() {
    let mut old = Table::new(1);
    // Keys that share few buckets, so that replacements happen.
    let key = |rng: &mut crate::rng::XorShift| rng.below(1 << 40).wrapping_mul(0x9e37_79b9);
    let entry = |rng: &mut crate::rng::XorShift| Entry {
        score: rng.symmetric(1000),
        depth: rng.below(30) as u32,
        bound: Bound::Lower,
        best: Some(rng.below(64) as u32),
    };
    // Through the zeroing too: it comes once in 255 clears.
    for round in 0..300 {
        // The keys the round's check will use, with other entries.
        let mut rng = crate::rng::XorShift::new(round);
        for _ in 0..4000 {
            let k = key(&mut rng);
            let e = entry(&mut rng);
            old.store(
                k,
                Entry {
                    score: e.score + 1,
                    ..e
                },
            );
        }
        old.clear();
        if round % 50 != 0 && round != 254 && round != 255 {
            continue;
        }
        let new = Table::new(1);
        let mut same = crate::rng::XorShift::new(round);
        for _ in 0..4000 {
            let k = key(&mut same);
            let e = entry(&mut same);
            assert_eq!(old.probe(k), new.probe(k), "round {round}");
            old.store(k, e);
            new.store(k, e);
        }
        old.clear();
    }
}

#[test]
fn a_table_given_back_is_taken_again_empty() {
    // A size no other test takes, so that the pool's table is this test's.
    let first = Table::take(3);
    first.store(
        99,
        Entry {
            score: 1,
            depth: 2,
            bound: Bound::Exact,
            best: None,
        },
    );
    drop(first);
    // The same table as a rule (unless another test's tables pushed it out of the pool).
    let again = Table::take(3);
    assert_eq!(again.probe(99), None);
}

#[test]
fn hash_tells_sides_apart() {
    let p = Position::<u64> { me: 1, opp: 2 };
    assert_ne!(hash(&p), hash(&p.pass()));
}
