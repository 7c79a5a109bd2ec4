/// A stub not written because a Swift file already in its target declares a type the stub
/// declares: the target would then hold two declarations of one type and not compile. It
/// happens when a module switches template sets (`mvvm` writes `View/HomeView.swift` where
/// the `default` set wrote `HomeView.swift`) or a stub comes back beside its renamed copy.
/// The stub is not recorded as written, so once the clash is gone the next run writes it.
public struct StubClash: Sendable, Hashable {
    /// One type the stub declares and the existing file (relative to the output root)
    /// already declaring it.
    package struct Declaration: Sendable, Hashable {
        package var typeName: String
        package var existingFile: String

        package init(typeName: String, existingFile: String) {
            self.typeName = typeName
            self.existingFile = existingFile
        }
    }

    /// The stub not written.
    package var path: String
    /// Sorted by type name.
    package var declarations: [Declaration]

    package init(path: String, declarations: [Declaration]) {
        self.path = path
        self.declarations = declarations.sorted { ($0.typeName, $0.existingFile) < ($1.typeName, $1.existingFile) }
    }

    /// `PATH: warning: not written: ...`, naming each old file and the fix.
    package var warning: String {
        let clashes = declarations.map { "'\($0.typeName)', which \($0.existingFile) already declares" }
        let moves = declarations.map { "'\($0.typeName)' out of \($0.existingFile)" }
        return "\(path): warning: not written: it declares \(list(clashes)); "
            + "move \(list(moves)) (or delete the old file), then run modgen generate again to write it"
    }

    private func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}
