//! Helpers shared by the core's integration tests: a deliberately plain reference implementation
//! of the rules (an array board, walking each direction cell by cell) and a tiny seeded PRNG.
#![allow(dead_code)]

use othello_core::{Options, Player, RuleSet, Square, WinRule};

/// xorshift64*: reproducible random numbers without extra dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
    /// Random valid options: any even size 4..=16 each way, any first player, centre, rules.
    pub fn options(&mut self) -> Options {
        let sizes = [4u8, 6, 8, 10, 12, 14, 16];
        Options {
            rows: self.pick(&sizes),
            cols: self.pick(&sizes),
            first: self.pick(&Player::BOTH),
            top_left: self.pick(&Player::BOTH),
            win_rule: self.pick(&[WinRule::MostDiscs, WinRule::FewestDiscs]),
            rules: self.pick(&[RuleSet::Full, RuleSet::Simple]),
        }
    }
}

const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The rules written as plainly as possible, to check the bitboard core against.
#[derive(Clone, Debug)]
pub struct Reference {
    pub rows: i32,
    pub cols: i32,
    pub cells: Vec<Option<Player>>,
    pub turn: Option<Player>,
    pub options: Options,
}

impl Reference {
    pub fn new(options: Options) -> Self {
        let (rows, cols) = (i32::from(options.rows), i32::from(options.cols));
        let mut r = Reference {
            rows,
            cols,
            cells: vec![None; (rows * cols) as usize],
            turn: None,
            options,
        };
        let (top, left) = (rows / 2 - 1, cols / 2 - 1);
        let other = options.top_left.opponent();
        r.set(top, left, options.top_left);
        r.set(top + 1, left + 1, options.top_left);
        r.set(top, left + 1, other);
        r.set(top + 1, left, other);
        r.turn = r.next_turn(options.first);
        r
    }

    fn set(&mut self, row: i32, col: i32, p: Player) {
        self.cells[(row * self.cols + col) as usize] = Some(p);
    }

    pub fn get(&self, row: i32, col: i32) -> Option<Player> {
        if row < 0 || col < 0 || row >= self.rows || col >= self.cols {
            None
        } else {
            self.cells[(row * self.cols + col) as usize]
        }
    }

    fn on_board(&self, row: i32, col: i32) -> bool {
        row >= 0 && col >= 0 && row < self.rows && col < self.cols
    }

    /// The discs `player` would flip by playing at (row, col); empty if the move is illegal.
    pub fn flips(&self, player: Player, row: i32, col: i32) -> Vec<(i32, i32)> {
        if !self.on_board(row, col) || self.get(row, col).is_some() {
            return Vec::new();
        }
        let mut flips = Vec::new();
        for (dr, dc) in DIRECTIONS {
            match self.options.rules {
                RuleSet::Simple => {
                    if self.get(row + dr, col + dc) == Some(player.opponent()) {
                        flips.push((row + dr, col + dc));
                    }
                }
                RuleSet::Full => {
                    let mut run = Vec::new();
                    let (mut r, mut c) = (row + dr, col + dc);
                    while self.get(r, c) == Some(player.opponent()) {
                        run.push((r, c));
                        r += dr;
                        c += dc;
                    }
                    if !run.is_empty() && self.get(r, c) == Some(player) {
                        flips.extend(run);
                    }
                }
            }
        }
        flips.sort();
        flips
    }

    pub fn legal_moves(&self, player: Player) -> Vec<(i32, i32)> {
        let mut moves = Vec::new();
        for row in 0..self.rows {
            for col in 0..self.cols {
                if !self.flips(player, row, col).is_empty() {
                    moves.push((row, col));
                }
            }
        }
        moves
    }

    fn next_turn(&self, nominal: Player) -> Option<Player> {
        if !self.legal_moves(nominal).is_empty() {
            Some(nominal)
        } else if !self.legal_moves(nominal.opponent()).is_empty() {
            Some(nominal.opponent())
        } else {
            None
        }
    }

    /// Plays a legal move for the player to move; returns the flips.
    pub fn play(&mut self, row: i32, col: i32) -> Vec<(i32, i32)> {
        let player = self.turn.expect("game over");
        let flips = self.flips(player, row, col);
        assert!(!flips.is_empty(), "illegal reference move");
        self.set(row, col, player);
        for &(r, c) in &flips {
            self.set(r, c, player);
        }
        self.turn = self.next_turn(player.opponent());
        flips
    }

    pub fn count(&self, player: Player) -> u32 {
        self.cells.iter().filter(|&&c| c == Some(player)).count() as u32
    }

    /// The winner once the game is over (None for a draw), under the win rule.
    pub fn winner(&self) -> Option<Player> {
        let (b, w) = (self.count(Player::Black), self.count(Player::White));
        if b == w {
            return None;
        }
        let most = if b > w { Player::Black } else { Player::White };
        Some(match self.options.win_rule {
            WinRule::MostDiscs => most,
            WinRule::FewestDiscs => most.opponent(),
        })
    }

    /// Perft with the same conventions as the core: a pass is a ply, a finished game is a leaf.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let Some(player) = self.turn_or_none() else {
            return 1;
        };
        let moves = self.legal_moves(player);
        if moves.is_empty() {
            let mut passed = self.clone();
            passed.turn = Some(player.opponent());
            return passed.perft(depth - 1);
        }
        moves
            .into_iter()
            .map(|(r, c)| {
                let mut child = self.clone();
                let flips = child.flips(player, r, c);
                child.set(r, c, player);
                for (fr, fc) in flips {
                    child.set(fr, fc, player);
                }
                child.turn = Some(player.opponent());
                child.perft(depth - 1)
            })
            .sum()
    }

    /// The side to move for perft purposes: `turn`, or None when neither side can move.
    fn turn_or_none(&self) -> Option<Player> {
        let p = self.turn?;
        if self.legal_moves(p).is_empty() && self.legal_moves(p.opponent()).is_empty() {
            None
        } else {
            Some(p)
        }
    }
}

pub fn square(row: i32, col: i32) -> Square {
    Square::new(row as u8, col as u8)
}
