#!/usr/bin/env python3
"""A third-party OpenStep parser (Python `openstep_parser`) reads every Xcode app shell modgen
generates, and SwiftPM (`swift package dump-package`) says what the packages they name hold.

Generates Examples/Maps, Examples/SimpsonsQuotes and an `init` project into temp folders and checks:
- every object id a project.pbxproj refers to is an object of it; the root object is a PBXProject;
- every XCLocalSwiftPackageReference's relativePath holds a Package.swift;
- every XCSwiftPackageProductDependency has its `package` backlink to such a reference and names
  a product that dump-package lists, and is linked by a PBXBuildFile in the frameworks phase;
- the application target's Debug and Release settings (iOS SDK and simulator, device family 1,2,
  generated Info.plist with scene manifest and launch screen, bundle id, deployment target from
  the spec's iOS platform, SWIFT_VERSION from the tools version); its App.swift and scheme exist;
- every test plan entry names a test target of its package's dump-package, and every test target
  of every package is in the test plan;
- the workspace lists every shell's project;
- every project, object by object, against the objects XcodeGen writes for an app with a local
  package: every difference has its recorded reason (xcodegen_comparison.py).
Then it breaks a copy of one tree in several ways and requires each break to be reported, so
the check itself is known to fail when it should.

Usage: check_projects.py MODGEN_BINARY. Exit 1 with every problem."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import yaml
from openstep_parser import OpenStepDecoder

from xcodegen_comparison import compare as compare_with_xcodegen

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ID = re.compile(r"^[0-9A-F]{24}$")
DUMPS = {}


def dump_package(folder):
    folder = os.path.realpath(folder)
    if folder not in DUMPS:
        run = subprocess.run(["swift", "package", "dump-package", "--package-path", folder], capture_output=True, text=True)
        DUMPS[folder] = json.loads(run.stdout) if run.returncode == 0 else None
    return DUMPS[folder]


def references(value):
    """Every 24-hex-digit string inside a parsed value."""
    if isinstance(value, dict):
        for item in value.values():
            yield from references(item)
    elif isinstance(value, list):
        for item in value:
            yield from references(item)
    elif isinstance(value, str) and ID.match(value):
        yield value


def expected_settings(spec, name):
    options = spec.get("options") or {}
    prefix = options.get("bundleIdPrefix", "com.example")
    platforms = options.get("platforms", {"iOS": "16.0"})
    tools = str(options.get("swiftToolsVersion", "5.9"))
    settings = {
        "SDKROOT": "iphoneos",
        "TARGETED_DEVICE_FAMILY": "1,2",
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        "PRODUCT_BUNDLE_IDENTIFIER": prefix + "." + name.replace("_", "-"),
        "SWIFT_VERSION": "6.0" if float(tools.split(".")[0]) >= 6 else "5.0",
        "CODE_SIGN_STYLE": "Automatic",
    }
    if "iOS" in platforms:
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = str(platforms["iOS"])
    if "developmentTeam" in options:
        settings["DEVELOPMENT_TEAM"] = str(options["developmentTeam"])
    return settings


def check_project(path, spec, problems):
    """`path`: the project.pbxproj. Appends to `problems`."""
    project_dir = os.path.dirname(path)           # Apps/X/X.xcodeproj
    shell_dir = os.path.dirname(project_dir)      # Apps/X
    name = os.path.basename(project_dir)[: -len(".xcodeproj")]
    where = os.path.relpath(path)
    try:
        with open(path) as handle:
            document = OpenStepDecoder.ParseFromFile(handle)
    except Exception as error:  # the parser's own errors
        problems.append(f"{where}: does not parse: {error}")
        return
    objects = document.get("objects", {})
    try:
        problems.extend(compare_with_xcodegen(document, where))
    except (KeyError, TypeError) as error:
        problems.append(f"{where}: an object XcodeGen's projects hold is missing or malformed: {error!r}")
    for ident in sorted(set(references(objects)) | {document.get("rootObject", "")}):
        if ident not in objects:
            problems.append(f"{where}: refers to object {ident}, which does not exist")
    root = objects.get(document.get("rootObject"), {})
    if root.get("isa") != "PBXProject":
        problems.append(f"{where}: the root object is not a PBXProject")
    packages = {}
    for ident, obj in objects.items():
        if obj.get("isa") == "XCLocalSwiftPackageReference":
            folder = os.path.normpath(os.path.join(shell_dir, obj.get("relativePath", "")))
            packages[ident] = folder
            if not os.path.isfile(os.path.join(folder, "Package.swift")):
                problems.append(f"{where}: package reference '{obj.get('relativePath')}' holds no Package.swift")
    product_ids = set()
    for ident, obj in objects.items():
        if obj.get("isa") != "XCSwiftPackageProductDependency":
            continue
        product_ids.add(ident)
        package = obj.get("package")
        if package not in packages:
            problems.append(f"{where}: product dependency '{obj.get('productName')}' has no package backlink to a local package reference")
            continue
        dump = dump_package(packages[package])
        names = [product["name"] for product in (dump or {}).get("products", [])]
        if obj.get("productName") not in names:
            problems.append(f"{where}: product '{obj.get('productName')}' is not a product of {os.path.relpath(packages[package])} (it has {names})")
    targets = [objects.get(t, {}) for t in root.get("targets", [])]
    apps = [t for t in targets if t.get("productType") == "com.apple.product-type.application"]
    if len(apps) != 1 or apps[0].get("name") != name:
        problems.append(f"{where}: expected one application target named {name}")
        return
    target = apps[0]
    linked = set()
    for phase in (objects.get(p, {}) for p in target.get("buildPhases", [])):
        files = [objects.get(f, {}) for f in phase.get("files", [])]
        if phase.get("isa") == "PBXFrameworksBuildPhase":
            linked |= {f.get("productRef") for f in files}
        if phase.get("isa") == "PBXSourcesBuildPhase":
            sources = [objects.get(f.get("fileRef"), {}).get("path") for f in files]
            if f"{name}App.swift" not in sources:
                problems.append(f"{where}: the Sources phase lacks {name}App.swift")
    dependencies = set(target.get("packageProductDependencies", []))
    if not dependencies or not dependencies <= product_ids or not dependencies <= linked:
        problems.append(f"{where}: packageProductDependencies {sorted(dependencies)} are not all products linked in the frameworks phase")
    configurations = [objects.get(c, {}) for c in objects.get(target.get("buildConfigurationList"), {}).get("buildConfigurations", [])]
    if sorted(c.get("name") for c in configurations) != ["Debug", "Release"]:
        problems.append(f"{where}: the target's configurations are not Debug and Release")
    for configuration in configurations:
        settings = configuration.get("buildSettings", {})
        for key, value in expected_settings(spec, name).items():
            if settings.get(key) != value:
                problems.append(f"{where}: {configuration.get('name')} {key} is {settings.get(key)!r}, expected {value!r}")
        if "iphonesimulator" not in settings.get("SUPPORTED_PLATFORMS", "").split():
            problems.append(f"{where}: {configuration.get('name')} SUPPORTED_PLATFORMS lacks iphonesimulator")
    if not os.path.isfile(os.path.join(shell_dir, name, f"{name}App.swift")):
        problems.append(f"{where}: {name}/{name}App.swift is missing")
    if not os.path.isfile(os.path.join(project_dir, "xcshareddata", "xcschemes", f"{name}.xcscheme")):
        problems.append(f"{where}: the shared scheme {name}.xcscheme is missing")


def check_tree(root, spec, problems):
    projects = sorted(
        os.path.join(folder, "project.pbxproj")
        for folder, _, files in os.walk(root) if folder.endswith(".xcodeproj") and "project.pbxproj" in files)
    if not projects:
        problems.append(f"{root}: no Xcode project")
    for project in projects:
        check_project(project, spec, problems)
    workspaces = [f for f in os.listdir(root) if f.endswith(".xcworkspace")]
    plans = [f for f in os.listdir(root) if f.endswith(".xctestplan")]
    if len(workspaces) != 1 or len(plans) != 1:
        problems.append(f"{root}: expected one workspace and one test plan, found {workspaces} and {plans}")
        return
    listed = {ref.get("location", "").removeprefix("group:")
              for ref in ET.parse(os.path.join(root, workspaces[0], "contents.xcworkspacedata")).getroot().iter("FileRef")}
    for project in projects:
        relative = os.path.relpath(os.path.dirname(project), root)
        if relative not in listed:
            problems.append(f"{workspaces[0]}: does not list {relative}")
    with open(os.path.join(root, plans[0])) as handle:
        plan = json.load(handle)
    planned = set()
    for entry in plan.get("testTargets", []):
        target = entry.get("target", {})
        container = target.get("containerPath", "").removeprefix("container:")
        planned.add((os.path.normpath(container), target.get("identifier")))
        dump = dump_package(os.path.join(root, container))
        tests = [t["name"] for t in (dump or {}).get("targets", []) if t.get("type") == "test"]
        if target.get("identifier") not in tests:
            problems.append(f"{plans[0]}: '{target.get('identifier')}' is not a test target of {container} (it has {tests})")
    for folder, _, files in os.walk(root):
        if "Package.swift" in files and "/." not in folder:
            container = os.path.normpath(os.path.relpath(folder, root))
            for target in (dump_package(folder) or {}).get("targets", []):
                if target.get("type") == "test" and (container, target["name"]) not in planned:
                    problems.append(f"{plans[0]}: misses the test target {target['name']} of {container}")


def generate(modgen, spec, output):
    run = subprocess.run([modgen, "generate", "--spec", spec, "--output", output], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"modgen generate --spec {spec} failed:\n{run.stderr}")


def breaks(root):
    """Copies of `root`, each broken in one way the check must report: (label, folder)."""
    def copy(label, edit):
        folder = tempfile.mkdtemp(prefix="broken-")
        shutil.rmtree(folder)
        shutil.copytree(root, folder)
        edit(folder)
        return label, folder

    def rewrite(path, old, new):
        with open(path) as handle:
            text = handle.read()
        if old not in text:
            sys.exit(f"self-test: '{old}' not in {path}")
        with open(path, "w") as handle:
            handle.write(text.replace(old, new, 1))

    project = os.path.join("Apps", "MapsApp", "MapsApp.xcodeproj", "project.pbxproj")
    return [
        copy("no package backlink", lambda f: rewrite(os.path.join(f, project), "\t\t\tpackage = ", "\t\t\tpackageX = ")),
        copy("unknown product", lambda f: rewrite(os.path.join(f, project), "productName = MapsAppKit;", "productName = MapsAppKits;")),
        copy("dangling id", lambda f: rewrite(os.path.join(f, project), "productRef = ", "productRef = 000000000000000000000000 /* x */; productRefX = ")),
        copy("product file type", lambda f: rewrite(os.path.join(f, project), "includeInIndex = 0;", "includeInIndex = 1;")),
        copy("device family", lambda f: rewrite(os.path.join(f, project), 'TARGETED_DEVICE_FAMILY = "1,2";', "TARGETED_DEVICE_FAMILY = 1;")),
        copy("package path", lambda f: rewrite(os.path.join(f, project), "relativePath = ../../Packages/App/MapsApp;", "relativePath = ../../Packages/App;")),
        copy("test plan target", lambda f: rewrite(os.path.join(f, "Maps.xctestplan"), '"identifier" : "SearchTests"', '"identifier" : "SearchTest"')),
        copy("workspace", lambda f: rewrite(os.path.join(f, "Maps.xcworkspace", "contents.xcworkspacedata"), "group:Apps/MapsApp/", "group:Apps/MapApp/")),
    ]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    modgen = os.path.abspath(sys.argv[1])
    scratch = tempfile.mkdtemp(prefix="modgen-xcode-")
    problems = []
    trees = []
    try:
        for example in ["Maps", "SimpsonsQuotes"]:
            spec = os.path.join(ROOT, "Examples", example, "modules.yml")
            output = os.path.join(scratch, example)
            generate(modgen, spec, output)
            trees.append((output, spec))
        init = subprocess.run([modgen, "init", "Atlas", "--output", os.path.join(scratch, "Atlas")], capture_output=True, text=True)
        if init.returncode != 0:
            sys.exit(f"modgen init failed:\n{init.stderr}")
        trees.append((os.path.join(scratch, "Atlas"), os.path.join(scratch, "Atlas", "modules.yml")))
        for output, spec_path in trees:
            with open(spec_path) as handle:
                spec = yaml.safe_load(handle)
            check_tree(output, spec, problems)
        with open(trees[0][1]) as handle:
            maps_spec = yaml.safe_load(handle)
        for label, folder in breaks(trees[0][0]):
            found = []
            check_tree(folder, maps_spec, found)
            shutil.rmtree(folder, ignore_errors=True)
            if not found:
                problems.append(f"self-test: breaking '{label}' went unnoticed")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    print(f"check_projects: {len(trees)} trees, every Xcode project, scheme, workspace and test plan agrees with SwiftPM; 8 breaks caught; every project matches XcodeGen's objects but for the recorded differences")


if __name__ == "__main__":
    main()
