#!/usr/bin/env python3
"""Compiles the SwiftUI and Combine parts of every template set on Linux, against stand-ins.

Generated stubs keep their SwiftUI and Combine code behind `#if canImport(SwiftUI)` and
`#if canImport(Combine)`, so a plain Linux build never compiles it. This check builds
Tests/StandIn/SwiftUI.swift and Combine.swift (declarations only, with the signatures Apple
documents) as the modules `SwiftUI` and `Combine`, which makes those conditions true, and then,
for each template set (default, clean, mvvm):
- generates Examples/Maps (tools 5.9, Swift 5 mode), Examples/SimpsonsQuotes (tools 6.0, Swift 6
  mode) and an `init` project with that set;
- `swift build`s, against the stand-ins, the kit of the app's package and of every example's
  package (`<App>Kit`, `<Feature>ExampleKit`) with every module they depend on: one package in
  the tree's `.standin/` depends on all the kits, so each tree is one build graph and shared
  modules compile once (the executables' `main.swift` has no SwiftUI and is built by the tests);
- compiles every generated `Apps/<Name>/<Name>/<Name>App.swift` (the Xcode shell's `@main` App)
  against the kit it imports, in the shell's Swift mode and in Swift 6: the app's `RootView`
  comes from `<App>Kit`, each example's from `<Feature>ExampleKit`.
A compiler error, or a warning in a generated file, fails the run with the compiler's message.
Then it breaks built trees on purpose (a feature's view, the app's and an example's root view,
a clean view's `.task`, a view model's Combine, the App file twice, a warning in a view) and
requires each break to be reported, so the check is known to compile what it claims to.

Usage: check_standin.py MODGEN_BINARY. Scratch: .build/standin/ in this repository."""
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "Tests", "StandIn")
WORK = os.path.join(ROOT, ".build", "standin")
MODULES = os.path.join(WORK, "modules")
SETS = ["default", "clean", "mvvm"]
# (tree, example spec or None for `modgen init`, swiftToolsVersion or None to keep the spec's)
TREES = [("Maps", "Maps", None), ("SimpsonsQuotes", "SimpsonsQuotes", "6.0"), ("Atlas", None, None)]


def run(arguments, cwd=None):
    return subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)


def fail(message):
    sys.exit(f"stand-in: {message}")


def build_standins():
    """libCombine.so and libSwiftUI.so with their .swiftmodule files in MODULES."""
    shutil.rmtree(MODULES, ignore_errors=True)
    os.makedirs(MODULES)
    common = ["swiftc", "-swift-version", "6", "-parse-as-library", "-warnings-as-errors",
              "-emit-module", "-emit-library", "-I", MODULES, "-L", MODULES]
    for module, extra in [("Combine", []), ("SwiftUI", ["-lCombine"])]:
        result = run(common + extra + ["-module-name", module, "-o", os.path.join(MODULES, f"lib{module}.so"),
                                       os.path.join(HERE, f"{module}.swift")], cwd=MODULES)
        if result.returncode != 0:
            fail(f"the {module} stand-in does not compile:\n{result.stdout}{result.stderr}")


def swift_flags():
    """What `swift build` needs to find, link and load the stand-ins."""
    return ["-Xswiftc", "-I" + MODULES, "-Xlinker", "-L" + MODULES, "-Xlinker", "-rpath", "-Xlinker", MODULES,
            "-Xlinker", "-lSwiftUI", "-Xlinker", "-lCombine"]


def spec_text(example, template_set, tools):
    with open(os.path.join(ROOT, "Examples", example, "modules.yml")) as handle:
        text = handle.read()
    if "\noptions:\n" not in text:
        fail(f"Examples/{example}/modules.yml has no 'options:' block to add templateSet to")
    text = text.replace("\noptions:\n", f"\noptions:\n  templateSet: {template_set}\n", 1)
    if tools:
        text, count = re.subn(r'swiftToolsVersion: "[0-9.]+"', f'swiftToolsVersion: "{tools}"', text)
        if count != 1:
            fail(f"Examples/{example}/modules.yml: no swiftToolsVersion to set to {tools}")
    return text


def generate(modgen, template_set, name, example, tools, folder):
    """The tree's folder; `modgen generate` or `modgen init` with the set."""
    if example is None:
        result = run([modgen, "init", name, "--output", folder, "--template-set", template_set])
    else:
        os.makedirs(folder)
        spec = os.path.join(folder, "modules.yml")
        with open(spec, "w") as handle:
            handle.write(spec_text(example, template_set, tools))
        result = run([modgen, "generate", "--spec", spec])
    if result.returncode != 0:
        fail(f"modgen could not generate {name} with the {template_set} set:\n{result.stderr}")
    return folder


def shells(tree):
    """(name, package folder, Swift mode) of every Xcode app shell, read from its project."""
    found = []
    apps = os.path.join(tree, "Apps")
    for name in sorted(os.listdir(apps)):
        project = os.path.join(apps, name, f"{name}.xcodeproj", "project.pbxproj")
        with open(project) as handle:
            text = handle.read()
        package = re.search(r"relativePath = ([^;]+);", text)
        mode = re.search(r"SWIFT_VERSION = ([0-9]+)", text)
        if not package or not mode:
            fail(f"{os.path.relpath(project, tree)}: no package reference or SWIFT_VERSION")
        found.append((name, os.path.normpath(os.path.join(apps, name, package.group(1).strip('"'))), mode.group(1)))
    return found


def generated_warnings(output, tree):
    """Warnings the compiler reports in the tree's own files (not in fetched packages)."""
    pattern = re.compile(r"^(" + re.escape(tree) + r"/[^:]+):\d+:\d+: warning: ", re.M)
    return sorted({m.group(0) + output[m.end():].split("\n", 1)[0]
                   for m in pattern.finditer(output) if "/.standin/.build/" not in m.group(1)})


def umbrella(tree, kits):
    """A package at <tree>/.standin whose one target depends on every kit: one build graph per
    tree, so every shared module compiles once (SwiftPM can reuse a stale build plan when one
    scratch folder serves several root packages)."""
    folder = os.path.join(tree, ".standin")
    os.makedirs(os.path.join(folder, "Sources", "StandInKits"), exist_ok=True)
    with open(os.path.join(folder, "Sources", "StandInKits", "Kits.swift"), "w") as handle:
        handle.write("".join(f"import {kit}\n" for kit, _ in kits))
    packages = sorted({package for _, package in kits})
    dependencies = ",\n".join(f'        .package(path: "{os.path.relpath(p, folder)}")' for p in packages)
    products = ",\n".join(f'            .product(name: "{kit}", package: "{os.path.basename(package)}")' for kit, package in kits)
    with open(os.path.join(folder, "Package.swift"), "w") as handle:
        handle.write(f"""// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "StandInKits",
    dependencies: [
{dependencies}
    ],
    targets: [
        .target(name: "StandInKits", dependencies: [
{products}
        ])
    ]
)
""")
    return folder


def swift_build(package):
    return run(["swift", "build", "--package-path", package, "--scratch-path", os.path.join(package, ".build")] + swift_flags())


def compile_app_file(app_file, package, mode):
    """swiftc of the App file against the stand-ins and the kit modules the build left."""
    output = app_file + f".swift{mode}.o"
    result = run(["swiftc", "-swift-version", mode, "-parse-as-library", "-I", MODULES,
                  "-I", os.path.join(package, ".build", "debug", "Modules"), "-c", app_file, "-o", output])
    if os.path.exists(output):
        os.remove(output)
    return result


def check_tree(tree, problems, counts):
    """Builds every kit of the tree's shells in one graph, then compiles every App file."""
    found = shells(tree)
    package = umbrella(tree, [(f"{name}Kit", folder) for name, folder, _ in found])
    result = swift_build(package)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        problems.append(f"swift build of {os.path.relpath(tree, WORK)}'s kits against the stand-ins failed:\n{output}")
        return
    problems.extend(f"{os.path.relpath(tree, WORK)}: {w}" for w in generated_warnings(output, tree))
    counts["packages"] += len({folder for _, folder, _ in found})
    for name, _, mode in found:
        app_file = os.path.join(tree, "Apps", name, name, f"{name}App.swift")
        kit = f"{name}Kit"
        with open(app_file) as handle:
            text = handle.read()
        if f"import {kit}\n" not in text or "RootView()" not in text:
            problems.append(f"{os.path.relpath(app_file, WORK)}: does not show {kit}'s RootView")
        for swift_mode in sorted({"6", mode}):
            result = compile_app_file(app_file, package, swift_mode)
            if result.returncode != 0 or " warning: " in result.stderr:
                problems.append(f"{os.path.relpath(app_file, WORK)} (Swift {swift_mode}) against {kit} and the stand-ins:\n{result.stderr}")
        counts["apps"] += 1


def self_test(trees, problems):
    """Breaks built trees in ways only a compile of the SwiftUI/Combine parts can see."""
    def rewrite(path, old, new):
        with open(path) as handle:
            text = handle.read()
        if old not in text:
            fail(f"self-test: '{old}' not in {path}")
        with open(path, "w") as handle:
            handle.write(text.replace(old, new, 1))
        return text

    default_maps = trees[("default", "Maps")]
    mvvm_quotes = trees[("mvvm", "SimpsonsQuotes")]
    breaks = [
        ("a stub's SwiftUI (default SearchView: .font(42))", default_maps,
         "Packages/Features/Search/Sources/Search/SearchView.swift", ".font(.headline)", ".font(42)"),
        ("a root view (default MapsAppKit RootView: Text(42))", default_maps,
         "Packages/App/MapsApp/Sources/MapsAppKit/RootView.swift", "Text(line)", "Text(42)"),
        ("an example's root view (default SearchExampleKit RootView: Text(42))", default_maps,
         "Packages/Features/Search/Sources/SearchExampleKit/RootView.swift", "Text(line)", "Text(42)"),
        ("a clean view's task (QuotesView: a call to an async method without await)", trees[("clean", "SimpsonsQuotes")],
         "Modules/Features/Quotes/Sources/Quotes/Presentation/QuotesView.swift", "await viewModel.load()", "viewModel.load()"),
        ("a view model's Combine (mvvm QuotesViewModel: send(1))", mvvm_quotes,
         "Modules/Features/Quotes/Sources/Quotes/ViewModel/QuotesViewModel.swift", "objectWillChange.send()", "objectWillChange.send(1)"),
    ]
    for label, tree, path, old, new in breaks:
        original = rewrite(os.path.join(tree, path), old, new)
        result = swift_build(os.path.join(tree, ".standin"))
        with open(os.path.join(tree, path), "w") as handle:
            handle.write(original)
        if result.returncode == 0 or os.path.basename(path) + ":" not in result.stdout + result.stderr:
            problems.append(f"self-test: breaking {label} went unnoticed (swift build exit {result.returncode}):\n{result.stdout}{result.stderr}")
    # A warning in a generated file is reported too.
    path = os.path.join(default_maps, "Packages/Features/Search/Sources/Search/SearchView.swift")
    original = rewrite(path, "self.feature = feature", "var unchanged = feature\n        self.feature = unchanged")
    result = swift_build(os.path.join(default_maps, ".standin"))
    with open(path, "w") as handle:
        handle.write(original)
    if not any("SearchView.swift" in w for w in generated_warnings(result.stdout + result.stderr, default_maps)):
        problems.append(f"self-test: a warning in SearchView went unnoticed:\n{result.stdout}{result.stderr}")
    app_file = os.path.join(default_maps, "Apps", "MapsApp", "MapsApp", "MapsAppApp.swift")
    for label, old, new in [("the App file's root view (RootView(42))", "RootView()", "RootView(42)"),
                            ("the App file's body (some View for some Scene)", "var body: some Scene {", "var body: some View {")]:
        original = rewrite(app_file, old, new)
        result = compile_app_file(app_file, os.path.join(default_maps, ".standin"), "6")
        with open(app_file, "w") as handle:
            handle.write(original)
        if result.returncode == 0:
            problems.append(f"self-test: breaking {label} went unnoticed")
    return len(breaks) + 3


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    modgen = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    build_standins()
    runs = os.path.join(WORK, "trees")
    shutil.rmtree(runs, ignore_errors=True)
    problems = []
    counts = {"packages": 0, "apps": 0}
    trees = {}
    for template_set in SETS:
        for name, example, tools in TREES:
            tree = generate(modgen, template_set, name, example, tools, os.path.join(runs, template_set, name))
            trees[(template_set, name)] = tree
            check_tree(tree, problems, counts)
    breaks = self_test(trees, problems) if not problems else 0
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(f"stand-in: {len(problems)} problems; the generated trees are kept in {os.path.relpath(runs)}")
    shutil.rmtree(runs, ignore_errors=True)
    print(f"stand-in: {counts['packages']} packages and {counts['apps']} App files of {len(SETS)} template sets "
          f"type-checked against SwiftUI/Combine stand-ins; {breaks} breaks caught ({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
