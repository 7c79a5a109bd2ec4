"""Tests of the synthetic spec generator (stdlib unittest).

Run: python3 -m unittest discover -s Tests/Bench -p 'test_*.py'
"""

import unittest

import make_spec


def modules_of_kind(modules, kind):
    return [name for name, module in modules.items() if module["type"] == kind]


class GeneratedSpecIsValid(unittest.TestCase):
    def test_valid_and_acyclic_for_several_sizes_and_seeds(self):
        for count in (1, 2, 10, 50, 1000):
            for seed in (1, 2, 7):
                with self.subTest(count=count, seed=seed):
                    self.assertEqual(make_spec.problems(make_spec.build_spec(count, seed)), [])

    def test_shape(self):
        modules = make_spec.build_spec(100, 1)
        features = modules_of_kind(modules, "feature")
        deps = modules_of_kind(modules, "deps")
        self.assertEqual(len(features), 100)
        self.assertEqual(len(deps), 10)
        self.assertEqual(len(modules_of_kind(modules, "core")), len(make_spec.CORE_WORDS))
        self.assertEqual(modules_of_kind(modules, "interface"), ["CommonTypes"])
        self.assertEqual(modules["App"]["dependencies"], features + deps)
        self.assertTrue(any(modules[name].get("example") for name in features))
        self.assertTrue(any(not modules[name].get("example") for name in features))
        for name in deps:
            self.assertEqual(modules[name]["serves"], [name[: -len("Deps")]])

    def test_features_depend_on_interfaces_of_lower_numbered_features_only(self):
        modules = make_spec.build_spec(300, 3)
        interface_deps = 0
        for name in modules_of_kind(modules, "feature"):
            for dep in modules[name]["dependencies"]:
                if dep.startswith("Feature"):
                    interface_deps += 1
                    self.assertTrue(dep.endswith("Interface"))
                    self.assertLess(dep[: -len("Interface")], name)
        self.assertGreater(interface_deps, 300)


class GeneratorIsDeterministic(unittest.TestCase):
    def test_same_count_and_seed_give_same_bytes(self):
        self.assertEqual(
            make_spec.render(make_spec.build_spec(200, 5)),
            make_spec.render(make_spec.build_spec(200, 5)),
        )

    def test_other_seed_gives_other_spec(self):
        self.assertNotEqual(
            make_spec.render(make_spec.build_spec(200, 5)),
            make_spec.render(make_spec.build_spec(200, 6)),
        )


class EditChangesOneFeature(unittest.TestCase):
    def test_exactly_one_feature_dependency_list_changes(self):
        before = make_spec.build_spec(100, 1)
        after = make_spec.build_spec(100, 1)
        edited = make_spec.apply_edit(after, 1)
        changed = [name for name in before if before[name] != after[name]]
        self.assertEqual(changed, [edited])
        self.assertEqual(after[edited]["type"], "feature")
        self.assertEqual(len(after[edited]["dependencies"]), len(before[edited]["dependencies"]) + 1)
        self.assertEqual(make_spec.problems(after), [])


class CheckerFindsProblems(unittest.TestCase):
    def test_rule_violation(self):
        modules = make_spec.build_spec(3, 1)
        modules["Feature0002"]["dependencies"].append("Feature0001")
        self.assertEqual(
            make_spec.problems(modules), ["Feature0002 (feature) -> Feature0001 (feature)"]
        )

    def test_cycle(self):
        modules = make_spec.build_spec(3, 1)
        modules["Analytics"]["dependencies"] = ["Utils"]
        self.assertTrue(any(line.startswith("cycle: ") for line in make_spec.problems(modules)))

    def test_unknown_name(self):
        modules = make_spec.build_spec(3, 1)
        modules["App"]["dependencies"].append("Nowhere")
        self.assertEqual(make_spec.problems(modules), ["App depends on unknown Nowhere"])


class RenderWritesTheSpecFormat(unittest.TestCase):
    def test_block_style_text(self):
        modules = {
            "Utils": {"type": "core", "dependencies": []},
            "Search": {"type": "feature", "dependencies": ["Utils"], "example": True},
            "SearchDeps": {"type": "deps", "dependencies": ["Utils"], "serves": ["Search"]},
        }
        self.assertEqual(
            make_spec.render(modules, name="Atlas"),
            "# Synthetic modgen spec written by Tests/Bench/make_spec.py.\n"
            "name: Atlas\n"
            "options:\n"
            '  swiftToolsVersion: "5.9"\n'
            "  packagesDir: Packages\n"
            "modules:\n"
            "  Utils:\n"
            "    type: core\n"
            "  Search:\n"
            "    type: feature\n"
            "    example: true\n"
            "    dependencies:\n"
            "      - Utils\n"
            "  SearchDeps:\n"
            "    type: deps\n"
            "    serves:\n"
            "      - Search\n"
            "    dependencies:\n"
            "      - Utils\n",
        )

    def test_bytes_mode_lands_near_the_target(self):
        count = make_spec.count_for_bytes(2_000_000, 1)
        size = len(make_spec.render(make_spec.build_spec(count, 1)))
        self.assertLess(abs(size - 2_000_000), 100_000)


if __name__ == "__main__":
    unittest.main()
