/// A setting of a generated target with the condition it applies under: what `swiftSettings`,
/// `cSettings` and `linkerSettings` entries become (`SwiftSetting`, `CSetting`,
/// `LinkerSetting`), each kind of setting its own enum of what the manifest API offers.
public struct ConditionedSetting<Kind: Hashable & Sendable>: Hashable, Sendable {
    package var kind: Kind
    package var condition: BuildCondition?

    package init(_ kind: Kind, condition: BuildCondition? = nil) {
        self.kind = kind
        self.condition = condition
    }
}
