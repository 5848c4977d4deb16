#!/usr/bin/env bash
# Our search beside Edax's, one after the other in one run: the cost of a midgame node (depth 12
# on two sets of positions), perft 11, and the exact solve of FFO #40-#49 on one thread and two.
# Prints each round's figures, then the medians and how ours compare.
#
#   scripts/against-edax.sh EDAX_DIR [ROUNDS]
#
# EDAX_DIR holds a built `edax` and its `data/eval.dat` (../shared/bench/build-edax.sh makes one,
# with a zero-weight evaluation: its midgame is blind, so only the cost of its node compares, not
# its tree). ROUNDS (3 by default) alternates ours and Edax's midgame searches and perft; the
# solves run once. Run it alone on the machine: every figure is a wall time.
#
# Edax counts every child its move ordering evaluates among its nodes; ours prints those children
# beside its nodes ("ordered"), and the ratio is given both ways.
set -euo pipefail
cd "$(dirname "$0")/.."
edax_dir=$(cd "${1:?usage: scripts/against-edax.sh EDAX_DIR [ROUNDS]}" && pwd)
rounds=${2:-3}
[[ -x "$edax_dir/edax" ]] || { echo "no edax in $edax_dir" >&2; exit 1; }

cargo build --release --no-default-features --example threads --example perft --example solve >&2
bin=target/release/examples
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The positions, as Edax reads them: OBF lines without comments or published scores.
"$bin/threads" --write-obf "$work/random.obf" >/dev/null
grep -v '^#' benches/data/midgame-36.obf | grep -v '^$' | head -40 | sed 's/;.*/;/' >"$work/m36.obf"
head -10 benches/data/ffo-40-59.obf | sed 's/;.*/;/' >"$work/ffo.obf"

edax() { (cd "$edax_dir" && ./edax -n 1 "$@" 2>&1); }
# "| 1 | 0.48 s | 3.889 M | 8.17 M | 0.670 M | 9.58 M | ..." -> "0.48 3.889 0.670"
ours_mid() {
    "$bin/threads" --threads 1 --count 0 --depth 12 "$@" | awk -F'|' '/^\| 1 \|/ {
        gsub(/[ sM]/, "", $3); gsub(/[ M]/, "", $4); gsub(/[ M]/, "", $6); print $3, $4, $6 }'
}
# "...: 173699119 nodes in  0:08.736 (cpu = ...)" -> "8.736 173.699119"
edax_mid() {
    edax -l 12 -solve "$1" | awk '/nodes in/ { for (i = 1; i <= NF; i++) if ($i == "in") t = $(i + 1);
        split(t, m, ":"); printf "%.3f %.6f\n", m[1] * 60 + m[2], $2 / 1e6 }'
}
seconds() { awk -F'[:.]' '{ print $1 * 60 + $2 + $3 / 1000 }'; }

: >"$work/rounds"
for ((r = 1; r <= rounds; r++)); do
    echo "round $r" >&2
    read -r t1 n1 o1 < <(ours_mid)
    read -r t2 n2 o2 < <(ours_mid --midgame benches/data/midgame-36.obf --positions 40)
    read -r e1 en1 < <(edax_mid "$work/random.obf")
    read -r e2 en2 < <(edax_mid "$work/m36.obf")
    p=$("$bin/perft" 8 8 11 2>/dev/null | awk '$1 == 11 { print $3 }')
    ep=$( (echo "perft 11"; sleep 5; echo q) | (cd "$edax_dir" && ./edax -n 1 2>&1) |
        awk '$1 == "11," { for (i = 2; i <= NF; i++) if ($i ~ /^[0-9]+:[0-9.]+,$/) print $i }' |
        tr -d ',' | seconds)
    echo "$t1 $n1 $o1 $t2 $n2 $o2 $e1 $en1 $e2 $en2 $p $ep" | tee -a "$work/rounds" >&2
done

echo "solving FFO #40-#49: ours on one thread, on two, then Edax" >&2
s1=$("$bin/solve" benches/data/ffo-40-59.obf --count 10 | awk '/total/ { print $4 }')
s2=$("$bin/solve" benches/data/ffo-40-59.obf --count 10 --threads 2 | awk '/total/ { print $4 }')
es=$(edax -l 60 -solve "$work/ffo.obf" | awk '/nodes in/ { for (i = 1; i <= NF; i++) if ($i == "in") print $(i + 1) }' | seconds)

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { awk -v c="$1" '{ print $c }' "$work/rounds" | median; }
awk -v t1="$(col 1)" -v n1="$(col 2)" -v o1="$(col 3)" -v t2="$(col 4)" -v n2="$(col 5)" \
    -v o2="$(col 6)" -v e1="$(col 7)" -v en1="$(col 8)" -v e2="$(col 9)" -v en2="$(col 10)" \
    -v p="$(col 11)" -v ep="$(col 12)" -v s1="$s1" -v s2="$s2" -v es="$es" -v rounds="$rounds" 'BEGIN {
    printf "Medians of %d rounds; ours one thread, Edax 4.6 -n 1 (its evaluation as EDAX_DIR has it).\n\n", rounds
    print "| depth 12 | ours | ours, nodes and ordered children a second | Edax | Edax a second against ours: nodes alone, with the ordered children |"
    print "|---|---|---|---|---|"
    row("the 20 random positions of examples/threads", t1, n1, o1, e1, en1)
    row("the 40 positions of benches/data/midgame-36.obf", t2, n2, o2, e2, en2)
    print ""
    print "| figure | ours | Edax | ours against Edax |"
    print "|---|---|---|---|"
    printf "| perft 11 | %.3f s | %.3f s | %.2fx the time |\n", p, ep, p / ep
    printf "| exact solve of FFO #40-#49, one thread | %.2f s | %.2f s | %.2fx the time |\n", s1, es, s1 / es
    printf "| the same on two threads | %.2f s: %.2fx one thread | | |\n", s2, s1 / s2
}
function row(name, t, n, o, e, en) {
    printf "| %s | %.2f s, %.2f M nodes/s | %.2f M | %.2f s, %.2f M nodes/s | %.2fx, %.2fx |\n",
        name, t, n / t, (n + o) / t, e, en / e, (en / e) / (n / t), (en / e) / ((n + o) / t)
}'
