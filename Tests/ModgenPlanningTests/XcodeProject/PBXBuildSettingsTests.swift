import Testing
@testable import ModgenPlanning

/// Build settings kept with their lines rendered: sorted, each key once, and rendered in a
/// project as the settings would be one by one.
@Suite struct PBXBuildSettingsTests {
    @Test func setKeepsKeysSortedAndReplacesAValue() {
        var settings = PBXBuildSettings(["SDKROOT": .string("iphoneos"), "ALWAYS_SEARCH_USER_PATHS": .string("NO")])
        settings.set("PRODUCT_BUNDLE_IDENTIFIER", .string("com.example.A"))
        settings.set("ZZ", .list(["a"]))
        settings.set("AA", .string("1"))
        settings.set("SDKROOT", .string("macosx"))
        #expect(settings.settings.map(\.key) == ["AA", "ALWAYS_SEARCH_USER_PATHS", "PRODUCT_BUNDLE_IDENTIFIER", "SDKROOT", "ZZ"])
        #expect(settings.settings.first { $0.key == "SDKROOT" }?.value == .string("macosx"))
        #expect(settings.lines == settings.settings.map(\.line).joined())
        #expect(settings.lines.contains("\t\t\t\tSDKROOT = macosx;\n"))
        #expect(!settings.lines.contains("iphoneos"))
    }

    @Test func builtOneByOneOrFromADictionaryIsTheSame() {
        let values: [String: PBXBuildSettings.Value] = ["B": .string("x y"), "A": .list(["$(inherited)", "@executable_path/Frameworks"]), "C": .string("")]
        var oneByOne = PBXBuildSettings()
        for (key, value) in values { oneByOne.set(key, value) }
        #expect(oneByOne == PBXBuildSettings(values))
    }

    /// A configuration's `buildSettings` block, quoted and indented as Xcode writes it.
    @Test func aConfigurationRendersItsSettingsInPlace() {
        let id = PBXObjectID("configuration")
        let settings = PBXBuildSettings([
            "TARGETED_DEVICE_FAMILY": .string("1,2"), "LD_RUNPATH_SEARCH_PATHS": .list(["$(inherited)", "a b"]), "SDKROOT": .string("iphoneos"),
        ])
        let project = XcodeProject(rootObject: id, objects: [.buildConfiguration(.init(id: id, name: "Debug", settings: settings))])
        let expected = """
            \t\t\(id) /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
            \t\t\t\t\t"$(inherited)",
            \t\t\t\t\t"a b",
            \t\t\t\t);
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};

            """
        #expect(PBXRenderer.render(project).contains(expected))
    }
}
