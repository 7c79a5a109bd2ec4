#!/usr/bin/env python3
"""SwiftPM itself reads modgen's Package.swift (`swift package dump-package`); this checks that
every pipeline stage is a target of its own and that no stage depends on a later one, so the
arrows of the README's architecture picture point forward. Exit 1 with the offending edges."""
import json
import subprocess
import sys

# The stages in pipeline order; a target may depend only on targets before it in this list.
STAGES = [
    "CLibYAML", "CLinuxCalls", "YAMLTree", "ModgenDiagnostics", "ModgenSources", "ModgenSpec", "ModgenGraph", "ModgenReporting",
    "ModgenImport", "ModgenPlanning", "ModgenWriting", "ModgenScaffolding", "ModgenSourceCheck", "ModgenAffected", "ModgenPipeline", "ModgenCLI", "modgen",
]


def target_dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def main():
    dump = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    targets = {target["name"]: target for target in dump["targets"]}
    problems = [f"stage target '{stage}' is missing" for stage in STAGES if stage not in targets]
    rank = {stage: index for index, stage in enumerate(STAGES)}
    for stage in STAGES:
        for dependency in target_dependencies(targets.get(stage, {})):
            if dependency in rank and rank[dependency] >= rank[stage]:
                problems.append(f"'{stage}' depends on '{dependency}', which is not an earlier stage")
    for problem in problems:
        print(f"Package.swift: error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"architecture: {len(STAGES)} stage targets, every dependency points to an earlier stage")
    return 0


if __name__ == "__main__":
    sys.exit(main())
