import YAMLTree

/// The fields of a `SpecModule` that few modules set (a target's folder and files, settings,
/// plugins, a binary's or system library's source, ...), each at its default here; a module
/// shares `Box.defaults` until one is set.
package struct SpecModuleDetails: Sendable, Hashable {
    package var templateSet: String?
    package var platforms: [ProjectOptions.Platform]?
    package var linkage: Linkage = .automatic
    package var vendsProduct = true
    package var path: String?
    package var packageHost: Located<String>?
    package var sources: [String] = []
    package var exclude: [String] = []
    package var resources: [TargetResource] = []
    package var testResources: [TargetResource] = []
    package var testExclude: [String] = []
    package var testTargets: [SpecTestTarget] = []
    package var swiftSettings: [SwiftSetting] = []
    package var cSettings: [CSetting] = []
    package var linkerSettings: [LinkerSetting] = []
    package var plugins: [Located<PluginUsage>] = []
    package var binary: BinarySource?
    package var system: SystemLibrary?
    package var syntax: Located<String>?

    /// The details, out of line, shared by copies of a module until one of them changes a
    /// field (`SpecModule.update`, as `TargetOptions`' box). Compared and hashed by value.
    package final class Box: @unchecked Sendable, Hashable, CustomStringConvertible {
        // `@unchecked`: `value` changes only through `SpecModule.update`, on a box no other
        // module holds (never `defaults`, which the static holds too).
        package fileprivate(set) var value: SpecModuleDetails

        /// Every field at its default, shared by the modules that set none.
        static let defaults = Box(SpecModuleDetails())

        /// Whether this is `defaults`: the module set none of these fields.
        package var isDefaults: Bool { self === Self.defaults }

        package init(_ value: SpecModuleDetails) {
            self.value = value
        }

        package static func == (lhs: Box, rhs: Box) -> Bool {
            lhs === rhs || lhs.value == rhs.value
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }

        /// The fields, so that a module printed (a failed test's expectation) shows them.
        package var description: String {
            String(describing: value)
        }
    }
}

extension SpecModuleDetails.Box {
    /// `change` applied to the details in `box`: in place when the caller holds the only
    /// reference to it, else in a copy (the first change of a module leaves `defaults` as it is).
    static func update(_ box: inout SpecModuleDetails.Box, _ change: (inout SpecModuleDetails) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = SpecModuleDetails.Box(box.value) }
        change(&box.value)
    }
}
