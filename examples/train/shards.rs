//! Labelling on many machines: the games' labels are most of a round's time, and each game is
//! played and labelled from a seed of its own (the run's seed and its number), so the games
//! split into shards that any batch scheduler can run apart. `--shard K/N` plays and labels
//! only the games whose number is K modulo N and keeps them in `--samples FILE` (under a key
//! that names the shard), without fitting; `--merge-shards A,B,…` (the N files, in any order,
//! with the run's other arguments) joins them by game number into `--samples FILE` as one run
//! would have written it, byte for byte, and fits. See docs/training-history.md for GNU
//! parallel and a Slurm job array.

use othello_engine::learn::fit::Sample;
use othello_engine::learn::samples;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// One of N shards of a run's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shard {
    /// Which shard (0 to count − 1).
    pub index: usize,
    /// How many shards.
    pub count: usize,
}

impl FromStr for Shard {
    type Err = String;

    /// `K/N`, with K from 0 to N − 1.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (k, n) = text
            .split_once('/')
            .ok_or_else(|| format!("'{text}' is not K/N (the shard K of N, from 0)"))?;
        let index: usize = k
            .trim()
            .parse()
            .map_err(|_| format!("'{k}' is not a number"))?;
        let count: usize = n
            .trim()
            .parse()
            .map_err(|_| format!("'{n}' is not a number"))?;
        if count == 0 || index >= count {
            return Err(format!("shard {index} of {count}: K is from 0 to N − 1"));
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// Whether the game numbered `game` is this shard's.
    pub fn owns(self, game: usize) -> bool {
        game % self.count == self.index
    }

    /// What the shard adds to the description its positions file's key is made from.
    pub fn key_suffix(self) -> String {
        format!(" shard {}/{}", self.index, self.count)
    }
}

/// Joins the positions files of the N shards of a run of `games` games whose positions file
/// would have the key of `description`: every file read, each found to be one of the N shards
/// by its key, and game k taken from shard k modulo N.
///
/// # Errors
/// A file that cannot be read, is not one of the shards of this run (another board, seed,
/// number of games, labels, or shard count), a shard given twice or missing.
pub(crate) fn merge(
    files: &[PathBuf],
    description: &str,
    games: usize,
) -> Result<Vec<Vec<Sample>>, String> {
    let count = files.len();
    let mut shards: Vec<Option<Vec<Vec<Sample>>>> = vec![None; count];
    for path in files {
        let (index, read) = read_shard(path, description, count, games)?;
        if shards[index].is_some() {
            return Err(format!(
                "{}: shard {index}/{count} is given twice",
                path.display()
            ));
        }
        shards[index] = Some(read);
    }
    let shards: Vec<Vec<Vec<Sample>>> = shards
        .into_iter()
        .enumerate()
        .map(|(k, s)| s.ok_or_else(|| format!("shard {k}/{count} is missing")))
        .collect::<Result<_, _>>()?;
    Ok((0..games).map(|k| shards[k % count][k].clone()).collect())
}

/// The shard number and games of the positions file at `path`, one of `count` shards of the
/// run described by `description`.
fn read_shard(
    path: &Path,
    description: &str,
    count: usize,
    games: usize,
) -> Result<(usize, Vec<Vec<Sample>>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (key, read) = samples::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    let index = (0..count)
        .find(|&index| {
            key == samples::key(&format!(
                "{description}{}",
                Shard { index, count }.key_suffix()
            ))
        })
        .ok_or_else(|| {
            format!(
                "{}: not one of the {count} shards of this run (its board, seed, games, labels \
                 and compiled-in weights must be this run's, with --shard K/{count})",
                path.display()
            )
        })?;
    if read.len() != games {
        return Err(format!(
            "{}: holds {} games, not {games}",
            path.display(),
            read.len()
        ));
    }
    Ok((index, read))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{kept_games, play_games};
    use crate::{Cli, plan};
    use clap::Parser;
    use othello_core::WinRule;
    use std::time::Instant;

    fn cli(args: &[&str]) -> Cli {
        let mut all = vec!["train", "--boards", "6x6", "--seed", "5", "--threads", "2"];
        all.extend_from_slice(args);
        Cli::parse_from(all)
    }

    #[test]
    fn a_shard_is_read_from_k_of_n() {
        assert_eq!("1/3".parse(), Ok(Shard { index: 1, count: 3 }));
        assert!("3/3".parse::<Shard>().is_err());
        assert!("0/0".parse::<Shard>().is_err());
        assert!("one".parse::<Shard>().is_err());
        let shard = Shard { index: 1, count: 3 };
        assert_eq!(
            (0..7).filter(|&k| shard.owns(k)).collect::<Vec<_>>(),
            [1, 4]
        );
    }

    #[test]
    fn three_shards_merged_are_one_run_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let plan = plan(6, 6, WinRule::MostDiscs);
        let games = 12;
        let started = Instant::now();
        let whole = dir.path().join("whole.samples");
        let one = cli(&["--samples", whole.to_str().unwrap()]);
        let played = kept_games(&plan, &one, games, &whole, started);
        assert_eq!(played.len(), games);
        assert!(played.iter().all(|g| !g.is_empty()));
        // Each shard plays its games only, and keeps them under a key of its own.
        let mut files = Vec::new();
        for k in [2, 0, 1] {
            let path = dir.path().join(format!("shard-{k}.samples"));
            let shard = format!("{k}/3");
            let cli = cli(&["--samples", path.to_str().unwrap(), "--shard", &shard]);
            let part = kept_games(&plan, &cli, games, &path, started);
            for (g, samples) in part.iter().enumerate() {
                assert_eq!(samples.is_empty(), g % 3 != k, "game {g} in shard {k}");
            }
            files.push(path);
        }
        // Joined, in any order: the one run's positions and its file, byte for byte.
        let merged_path = dir.path().join("merged.samples");
        let files_arg = files
            .iter()
            .map(|p| p.to_str().unwrap())
            .collect::<Vec<_>>()
            .join(",");
        let merging = cli(&[
            "--samples",
            merged_path.to_str().unwrap(),
            "--merge-shards",
            &files_arg,
        ]);
        let merged = kept_games(&plan, &merging, games, &merged_path, started);
        assert_eq!(merged, played);
        assert_eq!(
            std::fs::read(&merged_path).unwrap(),
            std::fs::read(&whole).unwrap()
        );
        // A shard missing, or one of another run, is refused with the file named.
        let description = crate::games::description(&plan, &one, games);
        let err = merge(&files[..2], &description, games).unwrap_err();
        assert!(err.contains("not one of the 2 shards"), "{err}");
        let mut another = cli(&[]);
        another.seed = 6;
        let other = crate::games::description(&plan, &another, games);
        let err = merge(&files, &other, games).unwrap_err();
        assert!(err.contains("shard-2.samples"), "{err}");
        // Sharding plays only the shard's games.
        let mut shard_cli = cli(&["--shard", "1/4"]);
        shard_cli.threads = 1;
        let part = play_games(&plan, &shard_cli, 8, started);
        assert_eq!(part.iter().filter(|g| !g.is_empty()).count(), 2);
    }
}
