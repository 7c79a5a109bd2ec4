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

    /// The details, out of line and never changed: a module given other details gets a new
    /// box. Compared and hashed by value.
    package final class Box: Sendable, Hashable, CustomStringConvertible {
        package let value: SpecModuleDetails

        /// Every field at its default, shared by the modules that set none.
        static let defaults = Box(SpecModuleDetails())

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
