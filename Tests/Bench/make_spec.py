#!/usr/bin/env python3
"""Print a synthetic modgen spec (modules.yml) with N features.

Shape: a few dozen core modules (core -> core, acyclic), one shared interface
`CommonTypes`, N features (each depends on a few cores, CommonTypes, and 0-3
other features' interfaces `<Feature>Interface`, lower-numbered only, so the
graph is acyclic), a deps module for every tenth feature (`serves: [F]`), and
an app that depends on every feature and deps module. Valid under the default
rules; the same N and seed always give the same bytes.

    make_spec.py N [--seed S] [--edit]   # --edit: one feature's deps changed
    make_spec.py --bytes 7000000         # N chosen so the file is ~7 MB
"""

import argparse
import random
import sys

CORE_WORDS = [
    "Analytics", "AppConfig", "Auth", "Cache", "Concurrency", "Crypto",
    "Database", "DateUtils", "DesignSystem", "DeviceInfo", "Diagnostics",
    "Downloader", "Formatting", "Geometry", "HTTPClient",
    "ImageLoader", "JSONCoding", "Keychain", "Localization", "Location",
    "Logging", "Media", "Metrics", "Navigation", "Networking", "Observability",
    "Payments", "Permissions", "Persistence", "PushKit", "Reachability", "RemoteFlags",
    "Resources", "Routing", "Settings", "Storage", "TestSupport", "Theming",
    "Tracing", "UIComponents", "Utils", "Validation",
]

# What each kind may depend on under the default rules (app -> anything).
RULES = {
    "feature": {"interface", "core"},
    "interface": {"interface", "core"},
    "deps": {"interface", "core", "deps"},
    "core": {"core"},
}


def core_modules(rng):
    """Cores in a fixed order; each depends on 0-3 earlier cores."""
    modules = {}
    for index, name in enumerate(CORE_WORDS):
        count = min(index, rng.randint(0, 3))
        deps = sorted(rng.sample(CORE_WORDS[:index], count))
        modules[name] = {"type": "core", "dependencies": deps}
    return modules


def feature_name(index, width):
    return "Feature%0*d" % (width, index)


def feature_modules(count, rng):
    """Features with core, CommonTypes and lower-numbered interface deps."""
    width = max(4, len(str(count - 1)))
    modules = {}
    for index in range(count):
        cores = rng.sample(CORE_WORDS, rng.randint(2, 4))
        others = rng.sample(range(index), min(index, rng.randint(0, 3)))
        interfaces = [feature_name(other, width) + "Interface" for other in others]
        deps = sorted(cores) + ["CommonTypes"] + sorted(interfaces)
        module = {"type": "feature", "dependencies": deps}
        if rng.random() < 0.25:
            module["example"] = True
        modules[feature_name(index, width)] = module
    return modules


def deps_modules(features, rng):
    """A `<Feature>Deps` for every tenth feature, serving it."""
    modules = {}
    for index, name in enumerate(features):
        if index % 10 != 0:
            continue
        cores = sorted(rng.sample(CORE_WORDS, rng.randint(1, 2)))
        deps = cores + ["CommonTypes", name + "Interface"]
        modules[name + "Deps"] = {"type": "deps", "dependencies": deps, "serves": [name]}
    return modules


def build_spec(count, seed):
    """The whole module mapping, in output order."""
    rng = random.Random("%d/%d" % (count, seed))
    modules = core_modules(rng)
    modules["CommonTypes"] = {"type": "interface", "dependencies": ["Utils"]}
    features = feature_modules(count, rng)
    deps = deps_modules(features, rng)
    modules.update(features)
    modules.update(deps)
    modules["App"] = {"type": "app", "dependencies": list(features) + list(deps)}
    return modules


def apply_edit(modules, seed):
    """Change exactly one feature's dependency list: add one core it lacks."""
    features = [name for name, module in modules.items() if module["type"] == "feature"]
    rng = random.Random("edit/%d" % seed)
    name = features[len(features) // 2]
    deps = modules[name]["dependencies"]
    added = rng.choice([core for core in CORE_WORDS if core not in deps])
    position = next(i for i, dep in enumerate(deps) if dep == "CommonTypes" or dep > added)
    deps.insert(position, added)
    return name


def render(modules, name="Bench"):
    """modules.yml text, block style."""
    lines = [
        "# Synthetic modgen spec written by Tests/Bench/make_spec.py.",
        "name: %s" % name,
        "options:",
        '  swiftToolsVersion: "5.9"',
        "  packagesDir: Packages",
        "modules:",
    ]
    for module_name, module in modules.items():
        lines.append("  %s:" % module_name)
        lines.append("    type: %s" % module["type"])
        if module.get("example"):
            lines.append("    example: true")
        for key in ("serves", "dependencies"):
            if module.get(key):
                lines.append("    %s:" % key)
                lines.extend("      - %s" % item for item in module[key])
    return "\n".join(lines) + "\n"


def kind_of(modules):
    """Kind of every name a module may depend on (modules + interfaces)."""
    kinds = {name: module["type"] for name, module in modules.items()}
    for name, module in modules.items():
        if module["type"] == "feature":
            kinds[name + "Interface"] = "interface"
    return kinds


def problems(modules):
    """Rule violations, unknown names and cycles; empty when valid."""
    kinds = kind_of(modules)
    found = []
    for name, module in modules.items():
        for dep in module.get("dependencies", []):
            if dep not in kinds:
                found.append("%s depends on unknown %s" % (name, dep))
            elif module["type"] != "app" and kinds[dep] not in RULES[module["type"]]:
                found.append("%s (%s) -> %s (%s)" % (name, module["type"], dep, kinds[dep]))
        for served in module.get("serves", []):
            if modules.get(served, {}).get("type") != "feature":
                found.append("%s serves non-feature %s" % (name, served))
    cycle = find_cycle(modules)
    if cycle:
        found.append("cycle: " + " -> ".join(cycle))
    return found


def edges(modules):
    """Dependency edges; an interface `XInterface` stands for its own node."""
    graph = {name: list(module.get("dependencies", [])) for name, module in modules.items()}
    for name, module in modules.items():
        if module["type"] == "feature":
            graph.setdefault(name + "Interface", [])
    return graph


def find_cycle(modules):
    """First cycle found by an iterative DFS, or None."""
    graph = edges(modules)
    state = {}
    for root in graph:
        if state.get(root):
            continue
        stack = [(root, iter(graph[root]))]
        state[root] = 1
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = 2
                stack.pop()
            elif state.get(child) == 1:
                path = [entry[0] for entry in stack]
                return path[path.index(child):] + [child]
            elif child in graph and not state.get(child):
                state[child] = 1
                stack.append((child, iter(graph[child])))
    return None


def count_for_bytes(target, seed):
    """Feature count whose spec is about `target` bytes."""
    sample = 1000
    per_feature = len(render(build_spec(sample, seed))) / sample
    return max(1, int(target / per_feature))


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("features", nargs="?", type=int, help="number of features")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edit", action="store_true", help="change one feature's dependencies")
    parser.add_argument("--bytes", type=int, help="pick N so the spec is about this size")
    parser.add_argument("--check", action="store_true", help="fail if the spec breaks the rules")
    args = parser.parse_args(argv)
    if (args.features is None) == (args.bytes is None):
        parser.error("give either N or --bytes")
    if args.features is not None and args.features < 1:
        parser.error("N must be at least 1")
    return args


def main(argv):
    args = parse_args(argv)
    count = args.features or count_for_bytes(args.bytes, args.seed)
    modules = build_spec(count, args.seed)
    if args.edit:
        apply_edit(modules, args.seed)
    if args.check:
        found = problems(modules)
        for line in found:
            print("make_spec.py: error: " + line, file=sys.stderr)
        if found:
            return 1
    sys.stdout.write(render(modules))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
