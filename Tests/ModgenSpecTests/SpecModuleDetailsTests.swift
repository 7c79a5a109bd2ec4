import Testing
@testable import ModgenSpec
import YAMLTree

/// `SpecModule` keeps the fields few modules set in a box shared until one of its holders
/// changes a field (then changed in place only when no other holds it): a module must still
/// behave as a value (copies independent, equal fields equal and hashing alike) and
/// stay small, since large specs hold tens of thousands.
@Suite struct SpecModuleDetailsTests {
    private func module(_ name: String = "Search") -> SpecModule {
        SpecModule(name: name, mark: Mark(file: "modules.yml", line: 3, column: 3), kind: .core)
    }

    @Test func unsetFieldsReadTheirDefaults() {
        let plain = module()
        #expect(plain.linkage == .automatic)
        #expect(plain.vendsProduct)
        #expect(plain.path == nil && plain.sources.isEmpty && plain.plugins.isEmpty && plain.syntax == nil)
    }

    @Test func aCopyChangedLeavesTheOriginal() {
        var original = module()
        original.path = "Code"
        var copy = original
        copy.path = "Elsewhere"
        copy.sources.append("Main.swift")
        #expect(original.path == "Code")
        #expect(original.sources.isEmpty)
        #expect(copy.path == "Elsewhere" && copy.sources == ["Main.swift"])
    }

    @Test func equalFieldsAreEqualHowEverSet() {
        var changedBack = module()
        changedBack.vendsProduct = false
        changedBack.vendsProduct = true
        #expect(changedBack == module())
        #expect(changedBack.hashValue == module().hashValue)
        var other = module()
        other.linkerSettings = [LinkerSetting(.linkedLibrary("z"))]
        #expect(other != module())
        #expect(Set([changedBack, module(), other]).count == 2)
    }

    @Test func aModuleStaysSmall() {
        // 352 bytes with every field inline, 96 with the rare ones boxed, 72 with a 12-byte
        // mark and the one-byte fields together; the bench's 7 MB spec holds 35,951 modules.
        #expect(MemoryLayout<SpecModule>.stride <= 72)
    }

    @Test func aWrittenDependencyStaysSmall() {
        // 56 bytes with a 16-byte mark, 48 with a 12-byte one, 40 with the rare condition
        // boxed; the bench's 7 MB spec writes 230,168 dependencies.
        #expect(MemoryLayout<SpecDependency>.stride <= 40)
    }
}
