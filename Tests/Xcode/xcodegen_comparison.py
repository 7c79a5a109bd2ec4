"""MapsApp's project compared object by object with the objects XcodeGen writes for an iOS
application that links a product of a local Swift package.

The reference is XcodeGen's own fixture `Tests/Fixtures/SPM/SPM.xcodeproj/project.pbxproj`
(github.com/yonaskolb/XcodeGen, commit 50eb268b7d67a915bc0ab14c88a7459a0a3fe1ff, 2026-03-05;
its target `App` links the products of the local package `FooFeature`). Below, for each role an
object plays in such a project, are the keys XcodeGen writes there and the values that do not
depend on names; they were read from that file with `openstep_parser`, role by role. Every
place where modgen's object differs is listed in DIFFERENCES with the reason; a difference that
is not listed, or a listed one that is gone, fails the check, so the table stays true.
Docs/XcodeProjects.md shows the same comparison for a reader."""

# role -> (keys XcodeGen writes, {key: value} XcodeGen writes whatever the names are)
XCODEGEN = {
    "PBXProject": (
        {"attributes", "buildConfigurationList", "developmentRegion", "hasScannedForEncodings", "isa",
         "knownRegions", "mainGroup", "minimizedProjectReferenceProxies", "packageReferences",
         "preferredProjectObjectVersion", "productRefGroup", "projectDirPath", "projectRoot", "targets"},
        {"developmentRegion": "en", "hasScannedForEncodings": "0", "knownRegions": ["Base", "en"],
         "projectDirPath": "", "projectRoot": ""}),
    "PBXProject attributes": ({"BuildIndependentTargetsInParallel", "LastUpgradeCheck", "TargetAttributes"}, {}),
    "application target": (
        {"buildConfigurationList", "buildPhases", "buildRules", "dependencies", "isa", "name",
         "packageProductDependencies", "productName", "productReference", "productType"},
        {"isa": "PBXNativeTarget", "productType": "com.apple.product-type.application"}),
    "PBXSourcesBuildPhase of the app": (
        {"buildActionMask", "files", "isa", "runOnlyForDeploymentPostprocessing"},
        {"buildActionMask": "2147483647", "runOnlyForDeploymentPostprocessing": "0"}),
    "PBXFrameworksBuildPhase of the app": (
        {"buildActionMask", "files", "isa", "runOnlyForDeploymentPostprocessing"},
        {"buildActionMask": "2147483647", "runOnlyForDeploymentPostprocessing": "0"}),
    "PBXResourcesBuildPhase of the app": (
        {"buildActionMask", "files", "isa", "runOnlyForDeploymentPostprocessing"},
        {"buildActionMask": "2147483647", "runOnlyForDeploymentPostprocessing": "0"}),
    "PBXCopyFilesBuildPhase of the app": (
        {"buildActionMask", "dstPath", "dstSubfolderSpec", "files", "isa", "name", "runOnlyForDeploymentPostprocessing"}, {}),
    "PBXBuildFile of a source": ({"fileRef", "isa"}, {}),
    "PBXBuildFile of a package product": ({"isa", "productRef", "settings"}, {}),
    "PBXFileReference of a source": (
        {"isa", "lastKnownFileType", "path", "sourceTree"},
        {"lastKnownFileType": "sourcecode.swift", "sourceTree": "<group>"}),
    "PBXFileReference of the .app": (
        {"includeInIndex", "isa", "lastKnownFileType", "path", "sourceTree"},
        {"includeInIndex": "0", "sourceTree": "BUILT_PRODUCTS_DIR"}),
    "main PBXGroup": ({"children", "isa", "sourceTree"}, {"sourceTree": "<group>"}),
    "Products PBXGroup": ({"children", "isa", "name", "sourceTree"}, {"name": "Products", "sourceTree": "<group>"}),
    "Packages PBXGroup": ({"children", "isa", "name", "sourceTree"}, {"name": "Packages"}),
    "XCConfigurationList of the app": (
        {"buildConfigurations", "defaultConfigurationIsVisible", "defaultConfigurationName", "isa"},
        {"defaultConfigurationIsVisible": "0"}),
    "XCConfigurationList of the project": (
        {"buildConfigurations", "defaultConfigurationIsVisible", "defaultConfigurationName", "isa"},
        {"defaultConfigurationIsVisible": "0"}),
    "XCBuildConfiguration of the app": ({"buildSettings", "isa", "name"}, {}),
    "app settings": (
        {"ASSETCATALOG_COMPILER_APPICON_NAME", "CODE_SIGN_IDENTITY", "INFOPLIST_FILE",
         "LD_RUNPATH_SEARCH_PATHS", "OTHER_LDFLAGS", "SDKROOT", "TARGETED_DEVICE_FAMILY"},
        {"LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
         "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2"}),
    "XCLocalSwiftPackageReference": ({"isa", "relativePath"}, {}),
    "XCSwiftPackageProductDependency of a local package": ({"isa", "productName"}, {}),
}

# (role, key or None for the whole object): why modgen writes it otherwise.
DIFFERENCES = {
    ("PBXProject", "minimizedProjectReferenceProxies"): "Xcode 16 format (objectVersion 77); modgen writes the Xcode 15 format (objectVersion 60), which Xcode 15 and 16 both open and which is the first to know XCLocalSwiftPackageReference",
    ("PBXProject", "preferredProjectObjectVersion"): "Xcode 16 format, as above",
    ("PBXProject", "compatibilityVersion"): "the Xcode 15 format names its oldest Xcode here (\"Xcode 15.0\")",
    ("PBXProject attributes", "TargetAttributes"): "XcodeGen writes it empty; an empty dictionary says nothing",
    ("PBXProject attributes", "LastSwiftUpdateCheck"): "what Xcode writes into a project it created, so it does not offer a Swift migration on first open",
    ("PBXCopyFilesBuildPhase of the app", None): "XcodeGen embeds a dynamic remote product there; a modgen kit is a static library product, linked, never embedded",
    ("PBXBuildFile of a package product", "settings"): "XcodeGen's ATTRIBUTES are Weak/CodeSignOnCopy for weak or embedded products; a static kit needs neither",
    ("PBXFileReference of the .app", "lastKnownFileType"): "a built product's type is known, not guessed: Xcode writes explicitFileType for products",
    ("PBXFileReference of the .app", "explicitFileType"): "as above",
    ("Packages PBXGroup", None): "XcodeGen also adds each local package as a folder reference (the pre-Xcode 15 way to see its files); modgen lists every package in the root workspace and Xcode 15 shows XCLocalSwiftPackageReference packages in the navigator, so a second reference would open the package twice",
    ("XCSwiftPackageProductDependency of a local package", "package"): "the backlink to the XCLocalSwiftPackageReference: without it Xcode.app fails to resolve the product while xcodebuild passes (XcodeGen issue 1549)",
    ("app settings", "ASSETCATALOG_COMPILER_APPICON_NAME"): "the shell has no asset catalog; add one and this setting in Xcode when the app gets an icon",
    ("app settings", "CODE_SIGN_IDENTITY"): "automatic signing (CODE_SIGN_STYLE = Automatic) picks the identity; \"iPhone Developer\" is its old name",
    ("app settings", "INFOPLIST_FILE"): "the Info.plist is generated (GENERATE_INFOPLIST_FILE with the scene manifest and launch screen keys), so there is no file to keep",
    ("app settings", "OTHER_LDFLAGS"): "-ObjC is for Objective-C categories in static libraries; the kits are Swift",
    ("app settings", "CODE_SIGN_STYLE"): "automatic signing, with DEVELOPMENT_TEAM from options.developmentTeam when set",
    ("app settings", "CURRENT_PROJECT_VERSION"): "the build number Xcode's app template starts from (1)",
    ("app settings", "MARKETING_VERSION"): "the version Xcode's app template starts from (1.0)",
    ("app settings", "ENABLE_PREVIEWS"): "SwiftUI previews of the kit's views in the app",
    ("app settings", "GENERATE_INFOPLIST_FILE"): "the generated Info.plist, see INFOPLIST_FILE",
    ("app settings", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"): "a SwiftUI app's scene manifest in the generated Info.plist",
    ("app settings", "INFOPLIST_KEY_UILaunchScreen_Generation"): "a launch screen in the generated Info.plist (App Store builds need one)",
    ("app settings", "IPHONEOS_DEPLOYMENT_TARGET"): "from the spec's platforms, the packages' minimum; XcodeGen writes it from its own deploymentTarget option",
    ("app settings", "PRODUCT_BUNDLE_IDENTIFIER"): "from options.bundleIdPrefix; XcodeGen's fixture sets none",
    ("app settings", "PRODUCT_NAME"): "XcodeGen puts PRODUCT_NAME = $(TARGET_NAME) in the project's settings; modgen puts it on the target, as Xcode's template does",
    ("app settings", "SUPPORTED_PLATFORMS"): "iphoneos and iphonesimulator, stated so the simulator is always a destination",
    ("app settings", "SWIFT_EMIT_LOC_STRINGS"): "what Xcode's app template writes: strings of the app's code are extracted for localization",
    ("app settings", "SWIFT_VERSION"): "from the spec's tools version; XcodeGen puts it in the project's settings",
}


def roles(document):
    """role -> the object (a dict) that plays it in a parsed project, for the one application
    target; for the target's configurations and their settings, the list of them (Debug, Release)."""
    objects = document["objects"]
    root = objects[document["rootObject"]]
    found = {"PBXProject": root, "PBXProject attributes": root.get("attributes", {})}
    targets = [objects[t] for t in root.get("targets", []) if objects[t].get("productType") == "com.apple.product-type.application"]
    if not targets:
        return found
    app = targets[0]
    found["application target"] = app
    for phase_id in app.get("buildPhases", []):
        phase = objects[phase_id]
        found[phase["isa"] + " of the app"] = phase
        for file_id in phase.get("files", []):
            build_file = objects[file_id]
            if "productRef" in build_file:
                found["PBXBuildFile of a package product"] = build_file
            elif phase["isa"] == "PBXSourcesBuildPhase":
                found["PBXBuildFile of a source"] = build_file
                found["PBXFileReference of a source"] = objects[build_file["fileRef"]]
    found["PBXFileReference of the .app"] = objects[app["productReference"]]
    target_list = objects[app["buildConfigurationList"]]
    found["XCConfigurationList of the app"] = target_list
    configurations = [objects[c] for c in target_list.get("buildConfigurations", [])]
    found["XCBuildConfiguration of the app"] = configurations
    found["app settings"] = [c.get("buildSettings", {}) for c in configurations]
    found["XCConfigurationList of the project"] = objects[root["buildConfigurationList"]]
    found["main PBXGroup"] = objects[root["mainGroup"]]
    found["Products PBXGroup"] = objects[root["productRefGroup"]]
    for child in found["main PBXGroup"].get("children", []):
        if objects[child].get("name") == "Packages":
            found["Packages PBXGroup"] = objects[child]
    for ident, obj in objects.items():
        if obj.get("isa") == "XCLocalSwiftPackageReference":
            found["XCLocalSwiftPackageReference"] = obj
    for product_id in app.get("packageProductDependencies", []):
        package = objects.get(objects[product_id].get("package", ""), {})
        if package.get("isa") != "XCRemoteSwiftPackageReference":
            found["XCSwiftPackageProductDependency of a local package"] = objects[product_id]
    return found


def compare(document, where):
    """Problems of the project `document` (parsed) against XCODEGEN and DIFFERENCES."""
    ours = roles(document)
    seen = set()
    problems = []
    for role, (keys, values) in XCODEGEN.items():
        if role not in ours:
            seen.add((role, None))
            if (role, None) not in DIFFERENCES:
                problems.append(f"{where}: has no {role}, which XcodeGen writes")
            continue
        for obj in ours[role] if isinstance(ours[role], list) else [ours[role]]:
            for key in sorted(keys ^ set(obj)):
                seen.add((role, key))
                if (role, key) not in DIFFERENCES:
                    side = "lacks" if key in keys else "adds"
                    problems.append(f"{where}: {role} {side} '{key}' unlike XcodeGen, and no reason is recorded")
            for key, value in values.items():
                if key in obj and obj[key] != value:
                    problems.append(f"{where}: {role} has {key} = {obj[key]!r}, XcodeGen writes {value!r}")
    for stale in sorted(set(DIFFERENCES) - seen, key=str):
        problems.append(f"{where}: the recorded difference {stale} is no longer one; remove it from DIFFERENCES")
    return problems
