import Stencil

/// A few named strings as templates see them (`project.name`, `target.role`).
///
/// A class answering Stencil's `DynamicMemberLookup` rather than a dictionary: on Linux,
/// Stencil copies and bridges a dictionary on every dotted lookup, which made dictionaries
/// the cost of planning thousands of modules.
final class TemplateRecord: DynamicMemberLookup {
    private let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    subscript(dynamicMember member: String) -> Any? {
        values[member]
    }
}
