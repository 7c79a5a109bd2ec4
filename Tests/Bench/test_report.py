"""Tests of the bench's report helper (stdlib unittest)."""

import contextlib
import io
import json
import os
import tempfile
import unittest

import report


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


class Median(unittest.TestCase):
    def test_reads_hyperfine_median_or_computes_it(self):
        with tempfile.TemporaryDirectory() as directory:
            given = write(directory, "a.json", json.dumps({"results": [{"median": 0.25, "times": [9]}]}))
            computed = write(directory, "b.json", json.dumps({"results": [{"times": [4, 1, 3, 2]}]}))
            self.assertEqual(report.median(given), 0.25)
            self.assertEqual(report.median(computed), 2.5)


class Table(unittest.TestCase):
    def results(self, directory, noop_1000, cold_5000=5.5):
        rows = [
            ("cold", 1000, 1.0), ("bare", 1000, 0.5), ("cp", 1000, 0.8), ("noop", 1000, noop_1000),
            ("touched", 1000, 0),
            ("cold", 5000, cold_5000), ("bare", 5000, 2.5), ("cp", 5000, 4.0), ("noop", 5000, 0.2),
            ("touched", 5000, 0),
        ]
        return write(directory, "r.tsv", "".join("%s\t%d\t%s\n" % row for row in rows))

    def test_ratios_and_scale(self):
        with tempfile.TemporaryDirectory() as directory:
            values = report.load(self.results(directory, 0.05))
        self.assertAlmostEqual(values[("cold/cp", 1000)], 1.25)
        self.assertAlmostEqual(values[("cold/bare", 1000)], 2.0)
        self.assertAlmostEqual(values[("cold/bare", 5000)], 2.2)
        self.assertAlmostEqual(values[("noop/cold", 5000)], 0.2 / 5.5)
        self.assertEqual(report.scale_cell(values, "cold", "time", []), "5.50")

    def test_the_scale_of_a_figure_run_in_turn_is_of_that_run(self):
        with tempfile.TemporaryDirectory() as directory:
            path = self.results(directory, 0.05, cold_5000=6.5)
            with open(path, "a") as handle:
                handle.write("turn_cold\t1000\t1.2\nturn_cold\t5000\t6.0\n")
            values = report.load(path)
        missed = []
        self.assertEqual(report.scale_cell(values, "cold", "time", missed), "5.00")
        self.assertEqual(missed, [])
        # Without the pass, the row's medians: 6.5 / 1.0 misses.
        del values[("turn_cold", 1000)]
        self.assertEqual(report.scale_cell(values, "cold", "time", missed), "6.50 MISSED")
        self.assertEqual(missed, ["cold 5,000/1,000 <= 6"])

    def test_the_noop_is_judged_beside_the_cold_run_timed_with_it(self):
        with tempfile.TemporaryDirectory() as directory:
            path = self.results(directory, 0.12)
            values = report.load(path)
            self.assertAlmostEqual(values[("noop/cold", 1000)], 0.12)
            with open(path, "a") as handle:
                handle.write("beside_noop\t1000\t0.09\nbeside_cold\t1000\t1.0\n")
            values = report.load(path)
        # The pair timed in turn, not the rows' medians; the row keeps hyperfine's median.
        self.assertAlmostEqual(values[("noop/cold", 1000)], 0.09)
        self.assertAlmostEqual(values[("noop", 1000)], 0.12)
        self.assertAlmostEqual(values[("noop/cold", 5000)], 0.2 / 5.5)

    def test_the_noop_is_shown_beside_its_floor_timed_in_the_same_turn(self):
        with tempfile.TemporaryDirectory() as directory:
            path = self.results(directory, 0.012)
            with open(path, "a") as handle:
                handle.write("stat\t1000\t0.008\n")
            values = report.load(path)
            self.assertAlmostEqual(values[("noop/stat", 1000)], 1.5)
            with open(path, "a") as handle:
                handle.write("beside_noop\t1000\t0.0115\nbeside_cold\t1000\t0.11\nbeside_stat\t1000\t0.0104\n")
            values = report.load(path)
        self.assertAlmostEqual(values[("noop/stat", 1000)], 0.0115 / 0.0104)
        missed = []
        lines = report.size_table(values, missed)
        # Shown, not judged: the floor has no target of its own.
        self.assertIn("| lstat of each of the tree's files on two threads, the no-op's floor (ms) | 8.0 | – | – |  |", lines)
        self.assertIn("| no-op / its floor | 1.11 | – | – |  |", lines)
        self.assertIn("no-op <= 10% of cold at 1000", missed)
        self.assertEqual([problem for problem in missed if "stat" in problem or "floor" in problem], [])

    def test_a_zero_floor_gives_no_ratio_and_no_crash(self):
        with tempfile.TemporaryDirectory() as directory:
            path = write(directory, "r.tsv", "validate\t100\t0.02\nscan\t100\t0\ncold\t100\t0.1\ncp\t100\t0.05\n")
            values = report.load(path)
        self.assertNotIn(("validate/scan", 100), values)
        self.assertAlmostEqual(values[("cold/cp", 100)], 2.0)

    def test_affected_is_judged_beside_git_diff(self):
        with tempfile.TemporaryDirectory() as directory:
            path = write(directory, "r.tsv", "affected\t5000\t0.25\ngit_diff\t5000\t0.05\naffected\t1000\t0.09\ngit_diff\t1000\t0.01\n")
            values = report.load(path)
        self.assertAlmostEqual(values[("affected-git_diff", 5000)], 0.20)
        self.assertEqual(report.cell_target("affected-git_diff", 5000, 0.20), "affected <= git diff + 100 ms at 5000")
        self.assertIsNone(report.cell_target("affected-git_diff", 1000, 0.20))
        self.assertIsNone(report.cell_target("affected-git_diff", 5000, 0.08))

    def test_missed_targets_are_marked_and_listed(self):
        with tempfile.TemporaryDirectory() as directory:
            values = report.load(self.results(directory, 0.5, cold_5000=7.0))
        missed = []
        lines = report.size_table(values, missed)
        self.assertIn("| no-op / cold | 0.50 MISSED | 0.03 | – | <= 0.10 |", lines)
        self.assertIn("| generate / bare writer | 2.00 | 2.80 MISSED | – | <= 2 at 1,000 and 5,000 |", lines)
        self.assertEqual(missed, [
            "cold 5,000/1,000 <= 6", "generate <= 2x the bare writer at 5000", "no-op <= 10% of cold at 1000",
        ])

    def test_the_disk_lines_are_judged_beside_their_own_floor(self):
        with tempfile.TemporaryDirectory() as directory:
            path = write(directory, "r.tsv", "cold_disk\t1000\t1.5\nbare_disk\t1000\t0.5\ncold_disk\t5000\t6\nbare_disk\t5000\t3\n")
            values = report.load(path)
        missed = []
        lines = report.size_table(values, missed)
        self.assertIn("| generate / bare writer, on disk | 3.00 MISSED | 2.00 | – | <= 2 at 1,000 and 5,000 |", lines)
        self.assertIn("| `generate` cold, on disk (ms) | 1500.0 | 6000.0 | 4.00 | 5,000/1,000 <= 6 |", lines)
        self.assertEqual(missed, ["generate <= 2x the bare writer on disk at 1000"])


class Interleaved(unittest.TestCase):
    def test_each_prepare_runs_before_its_figure_every_round_untimed(self):
        with tempfile.TemporaryDirectory() as directory:
            log = os.path.join(directory, "log")
            figures = [
                ("a", "echo a >>%s" % log), ("prepare.a", "echo prep-a >>%s; sleep 0.2" % log),
                ("b", "echo b >>%s" % log),
            ]
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                self.assertEqual(report.interleaved(2, figures), 0)
            with open(log) as handle:
                self.assertEqual(handle.read().split(), ["prep-a", "a", "b"] * 3)
            times = dict(line.split() for line in printed.getvalue().splitlines())
            self.assertEqual(sorted(times), ["a", "b"])
            # The prepare's 0.2 s sleep is not on a's clock.
            self.assertLess(float(times["a"]), 0.15)

    def test_plain_commands_run_without_a_shell(self):
        self.assertEqual(report.argv_of("/opt/modgen generate --spec '/a b/m.yml'"), ["/opt/modgen", "generate", "--spec", "/a b/m.yml"])
        for command in ["rm -rf a && mkdir a", "find . -name '*.swift' | xargs cat", "echo $HOME", "cat <x", "a\\ b"]:
            self.assertEqual(report.argv_of(command)[:2], ["bash", "-c"], command)
        with contextlib.redirect_stdout(io.StringIO()):
            # `exec` is a shell builtin: run without a shell it does not exist.
            with self.assertRaises(FileNotFoundError):
                report.interleaved(1, [("a", "exec true")])
        self.assertEqual(report.spawned(["true"]), 0)
        self.assertEqual(report.spawned(["sh", "-c", "echo out; echo err >&2; exit 3"]), 3)

    def test_a_failing_prepare_or_one_for_no_figure_fails(self):
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            self.assertEqual(report.interleaved(1, [("a", "true"), ("prepare.a", "false")]), 1)
            self.assertEqual(report.interleaved(1, [("a", "true"), ("prepare.b", "true")]), 1)


if __name__ == "__main__":
    unittest.main()
