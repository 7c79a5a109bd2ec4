#!/usr/bin/env python3
"""Helpers of Tests/Bench/bench.sh (stdlib only).

    report.py median HYPERFINE.json   # prints the median time in seconds
    report.py interleaved ROUNDS FIGURE=COMMAND ... [prepare.FIGURE=COMMAND ...]
                                      # runs the commands in turn, ROUNDS times after a
                                      # warm-up round, each after its untimed prepare
                                      # command if it has one; prints `FIGURE
                                      # median-seconds` lines
    report.py table RESULTS.tsv       # prints the Markdown tables and the targets
    report.py smoke-table RESULTS.tsv # the same figures, no targets judged

RESULTS.tsv lines are `figure<TAB>size<TAB>value`: times in seconds, RSS in KB,
counts as they are. Sizes are feature counts; the loader line uses size 0.
"""

import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

SCALE_LIMIT = 6.0
RSS_LIMIT_MB = 200.0

# (key, label, kind): kind is "time" (shown in ms), "rss" (MB), "count", "bytes".
ROWS = [
    ("modules", "modules in the spec", "count"),
    ("spec_bytes", "spec size (KB)", "kb"),
    ("validate", "load + validate, `modgen validate` (ms)", "time"),
    ("scan", "bare libyaml event scan, floor (ms)", "time"),
    ("validate/scan", "validate / scan", "ratio"),
    ("cold", "`generate` cold into an empty folder (ms)", "time"),
    ("bare", "bare writer of the finished tree, floor (ms)", "time"),
    ("cold/bare", "generate / bare writer", "ratio"),
    ("cp", "`cp -a` of the finished tree, peer (ms)", "time"),
    ("cold/cp", "generate / cp", "ratio"),
    ("cold_disk", "`generate` cold, on disk (ms)", "time"),
    ("bare_disk", "bare writer, on disk, floor (ms)", "time"),
    ("cold_disk/bare_disk", "generate / bare writer, on disk", "ratio"),
    ("tree_files", "files in the generated tree", "count"),
    ("tree_bytes", "bytes in the generated tree (KB)", "kb"),
    ("check", "`modgen check` of every target's Swift files (ms)", "time"),
    ("read", "find + cat of the same Swift files, floor (ms)", "time"),
    ("check/read", "check / read", "ratio"),
    ("swift_files", "Swift files check reads", "count"),
    ("affected", "`modgen affected` after a one-core-file commit (ms)", "time"),
    ("git_diff", "`git diff --name-only` of the same commits, floor (ms)", "time"),
    ("affected-git_diff", "affected - git diff (ms)", "time"),
    ("affected_modules", "modules that change affects", "count"),
    ("noop", "no-op regenerate (ms)", "time"),
    ("noop/cold", "no-op / cold", "ratio"),
    ("stat", "lstat of each of the tree's files on two threads, the no-op's floor (ms)", "time"),
    ("noop/stat", "no-op / its floor", "ratio"),
    ("touched", "files touched by the no-op", "count"),
    ("edit", "regenerate after a one-feature edit (ms)", "time"),
    ("rewritten", "files rewritten by the edit", "count"),
    ("rss_validate", "peak RSS validate (MB)", "rss"),
    ("rss_scan", "peak RSS scan (MB)", "rss"),
    ("rss_cold", "peak RSS generate cold (MB)", "rss"),
    ("rss_bare", "peak RSS bare writer (MB)", "rss"),
    ("rss_cp", "peak RSS cp -a (MB)", "rss"),
    ("rss_check", "peak RSS check (MB)", "rss"),
    ("rss_affected", "peak RSS affected (MB)", "rss"),
    ("rss_noop", "peak RSS no-op (MB)", "rss"),
    ("rss_edit", "peak RSS edit (MB)", "rss"),
]

MODGEN_RSS = {"rss_validate", "rss_cold", "rss_check", "rss_affected", "rss_noop", "rss_edit"}
# modgen's own figures: the ones whose 5,000 / 1,000 ratio is judged.
MODGEN = {"validate", "cold", "cold_disk", "check", "affected", "noop", "edit"} | MODGEN_RSS
# numerator / denominator ratios computed for every size that has both.
RATIOS = (
    ("validate", "scan"), ("cold", "bare"), ("cold", "cp"), ("cold_disk", "bare_disk"),
    ("check", "read"), ("noop", "cold"), ("noop", "stat"),
)
# Ratios whose two figures bench.sh also times in turn: NUMERATOR/DENOMINATOR is then of
# `beside_NUMERATOR` and `beside_DENOMINATOR`, not of the rows' medians timed minutes apart.
BESIDE = {("noop", "cold"), ("noop", "stat")}
# What cold generate may cost beside the bare writer of its tree, at 1,000 and more.
COLD_OVER_BARE = 2.0
# What `modgen affected` may add to the `git diff` it runs, at 5,000 (seconds).
AFFECTED_OVER_GIT = 0.100


def median(path):
    with open(path) as handle:
        result = json.load(handle)["results"][0]
    if "median" in result:
        return result["median"]
    times = sorted(result["times"])
    middle = len(times) // 2
    return times[middle] if len(times) % 2 else (times[middle - 1] + times[middle]) / 2


def load(path):
    values = {}
    with open(path) as handle:
        for line in handle:
            figure, size, value = line.rstrip("\n").split("\t")
            values[(figure, int(size))] = float(value)
    for size in {size for _, size in values}:
        for numerator, denominator in RATIOS:
            top, bottom = numerator, denominator
            if (numerator, denominator) in BESIDE and ("beside_" + numerator, size) in values:
                top, bottom = "beside_" + numerator, "beside_" + denominator
            # A floor measured as 0 (a scan under the timer's resolution) gives no ratio.
            if (top, size) in values and values.get((bottom, size), 0) > 0:
                values[(numerator + "/" + denominator, size)] = values[(top, size)] / values[(bottom, size)]
        if ("affected", size) in values and ("git_diff", size) in values:
            values[("affected-git_diff", size)] = values[("affected", size)] - values[("git_diff", size)]
    return values


def shown(value, kind):
    if kind == "time":
        return "%.1f" % (value * 1000)
    if kind == "rss":
        return "%.1f" % (value / 1024)
    if kind == "kb":
        return "%.0f" % (value / 1024)
    if kind == "ratio":
        return "%.2f" % value
    return "%d" % value


def cell_target(key, size, value):
    """The target this cell misses, or None."""
    if key in ("cold/bare", "cold_disk/bare_disk") and size >= 1000 and value > COLD_OVER_BARE:
        where = " on disk" if key.startswith("cold_disk") else ""
        return "generate <= %gx the bare writer%s at %d" % (COLD_OVER_BARE, where, size)
    if key == "check/read" and size >= 5000 and value > 2.0:
        return "check <= 2x reading its files at %d" % size
    if key == "affected-git_diff" and size >= 5000 and value > AFFECTED_OVER_GIT:
        return "affected <= git diff + %d ms at %d" % (AFFECTED_OVER_GIT * 1000, size)
    if key == "noop/cold" and value > 0.10:
        return "no-op <= 10%% of cold at %d" % size
    if key == "touched" and value != 0:
        return "no-op touches 0 files at %d" % size
    if key in MODGEN_RSS and size >= 5000 and value / 1024 > RSS_LIMIT_MB:
        return "%s <= %d MB at %d" % (key, RSS_LIMIT_MB, size)
    return None


TARGETS = {
    "validate/scan": "<= 2 (judged on the loader line)",
    "cold/bare": "<= 2 at 1,000 and 5,000",
    "cold_disk/bare_disk": "<= 2 at 1,000 and 5,000",
    "check/read": "<= 2 at 5,000",
    "affected-git_diff": "<= 100 at 5,000",
    "noop/cold": "<= 0.10",
    "touched": "0",
    "rewritten": "the manifests whose bytes change",
}


def size_table(values, missed, judged=True):
    sizes = sorted({size for _, size in values if size > 0})
    scaled = 1000 in sizes and 5000 in sizes
    header = ["figure"] + ["N = {:,}".format(size) for size in sizes]
    header += ["5,000 / 1,000"] if scaled else []
    header += ["target"] if judged else []
    lines = [row_text(header), row_text(["---"] * len(header))]
    for key, label, kind in ROWS:
        cells = [label]
        for size in sizes:
            value = values.get((key, size))
            problem = cell_target(key, size, value) if judged and value is not None else None
            cells.append("–" if value is None else mark(shown(value, kind), problem, missed))
        if scaled:
            cells.append(scale_cell(values, key, kind, missed))
        if judged:
            cells.append(target_text(key, kind))
        lines.append(row_text(cells))
    return lines


def scale_cell(values, key, kind, missed):
    """The 5,000 / 1,000 ratio of a row: of the two sizes' run in turn (`turn_KEY`, the
    scaling pass of bench.sh) when there is one, else of the row's own medians, which were
    timed minutes apart."""
    big, small = values.get(("turn_" + key, 5000)), values.get(("turn_" + key, 1000))
    if big is None or small is None:
        big, small = values.get((key, 5000)), values.get((key, 1000))
    if big is None or small is None or kind in ("count", "ratio") or small == 0:
        return "–"
    ratio = big / small
    judged = key in MODGEN and ratio > SCALE_LIMIT
    problem = "%s 5,000/1,000 <= %g" % (key, SCALE_LIMIT) if judged else None
    return mark("%.2f" % ratio, problem, missed)


def target_text(key, kind):
    if key in TARGETS:
        return TARGETS[key]
    text = "5,000/1,000 <= 6" if key in MODGEN else ""
    if key in MODGEN_RSS:
        text += "; <= 200 MB at 5,000"
    return text


def mark(text, problem, missed):
    if problem is None:
        return text
    missed.append(problem)
    return text + " MISSED"


def row_text(cells):
    return "| " + " | ".join(cells) + " |"


def loader_table(values, missed):
    size = values.get(("loader_bytes", 0))
    if size is None:
        return []
    megabytes = size / 1e6
    rates = {key: megabytes / values[(key, 0)] for key in ("loader_validate", "loader_scan", "loader_yams") if (key, 0) in values}
    lines = [
        "",
        "Loader throughput, whole process, on a %.1f MB spec (%d modules):" % (megabytes, values.get(("loader_modules", 0), 0)),
        "",
        row_text(["loader", "median (ms)", "MB/s", "peak RSS (MB)", "modgen's throughput / this", "target"]),
        row_text(["---"] * 6),
    ]
    names = [
        ("loader_validate", "`modgen validate` (YAML -> typed spec -> checked graph)", ""),
        ("loader_scan", "bare libyaml event loop (floor)", ">= 0.5"),
        ("loader_yams", "Yams 6.2.2 `compose` (peer)", ">= 10"),
    ]
    for key, label, target in names:
        if key not in rates:
            continue
        versus = rates.get("loader_validate", 0) / rates[key]
        limit = {"loader_scan": 0.5, "loader_yams": 10.0}.get(key)
        problem = "loader: modgen / %s %s" % (key[7:], target) if limit and versus < limit else None
        lines.append(row_text([
            label,
            shown(values[(key, 0)], "time"),
            "%.1f" % rates[key],
            shown(values.get(("rss_" + key, 0), 0), "rss"),
            mark("%.2f" % versus, problem, missed) if key != "loader_validate" else "1.00",
            target,
        ]))
    return lines


def table(path, judged):
    values = load(path)
    missed = []
    lines = size_table(values, missed, judged) + loader_table(values, missed)
    if judged:
        lines += ["", "Targets missed: " + ("none" if not missed else "; ".join(missed))]
    print("\n".join(lines))
    return 0


# What makes a command need a shell: operators, redirections, expansions, escapes.
SHELL_SYNTAX = re.compile(r"[|&;<>()$`*?~\\\n]")


def argv_of(command):
    """The words of a command with no shell syntax (quotes aside), run without a shell; else
    `bash -c 'exec ...'`, whose start (about a millisecond) would be a third of a 3 ms
    no-op's time, though not of the cold run it is judged against."""
    if SHELL_SYNTAX.search(command):
        return ["bash", "-c", "exec " + command]
    return shlex.split(command)


def spawned(argv):
    """The exit status of `argv` run with its output to /dev/null, by `posix_spawn` (as
    hyperfine starts a command): `subprocess.run` took about a millisecond more per run here
    (5.97 against 5.10 ms for the 100-feature no-op, medians of 30), the same for every
    command, which weighs on a 3-5 ms no-op's ratio to a 40-50 ms cold run."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        actions = [(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)]
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=actions)
        _, status = os.waitpid(pid, 0)
        return os.waitstatus_to_exitcode(status)
    finally:
        os.close(null)


def interleaved(rounds, figures):
    """Median wall time of each command, the commands run in turn within each round, so a
    change in the machine's speed (this VM's varies twofold from minute to minute) weighs on
    every figure alike, not on whichever ran in the slow minute. Each command runs as
    `argv_of` says. A figure named `prepare.X` is not timed: it runs before each run of X (an
    empty folder to generate into), and must succeed."""
    prepares = {figure[len("prepare."):]: command for figure, command in figures if figure.startswith("prepare.")}
    figures = [(figure, command) for figure, command in figures if not figure.startswith("prepare.")]
    unknown = sorted(set(prepares) - {figure for figure, _ in figures})
    if unknown:
        print("prepare commands for no figure: %s" % ", ".join(unknown), file=sys.stderr)
        return 1
    times = {figure: [] for figure, _ in figures}
    for round_index in range(rounds + 1):
        for figure, command in figures:
            if figure in prepares:
                prepared = subprocess.run(["bash", "-c", prepares[figure]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                if prepared.returncode != 0:
                    print("prepare failed (exit %d): %s" % (prepared.returncode, prepares[figure]), file=sys.stderr)
                    return 1
            start = time.perf_counter()
            status = spawned(argv_of(command))
            elapsed = time.perf_counter() - start
            if status != 0:
                print("failed (exit %d): %s" % (status, command), file=sys.stderr)
                return 1
            if round_index > 0:
                times[figure].append(elapsed)
    for figure, _ in figures:
        print("%s %.9f" % (figure, statistics.median(times[figure])))
    return 0


def main(argv):
    if len(argv) >= 3 and argv[0] == "interleaved" and argv[1].isdigit() and all("=" in item for item in argv[2:]):
        return interleaved(int(argv[1]), [tuple(item.split("=", 1)) for item in argv[2:]])
    if len(argv) == 2 and argv[0] == "median":
        print("%.9f" % median(argv[1]))
        return 0
    if len(argv) == 2 and argv[0] in ("table", "smoke-table"):
        return table(argv[1], judged=argv[0] == "table")
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
