/// A library product's type: `automatic` (SwiftPM decides, no `type:`), `.static` or `.dynamic`.
public enum Linkage: String, Hashable, Sendable, CaseIterable {
    case automatic, `static`, dynamic
}
