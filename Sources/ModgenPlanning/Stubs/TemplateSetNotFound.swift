import ModgenDiagnostics

/// No folder on the template search path holds the requested set.
public struct TemplateSetNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The folders looked in, in order.
    public var searched: [String]
    /// Sets that do exist there, sorted.
    public var available: [String]

    /// `unknown template set 'mvm'; did you mean 'mvvm'? (available: clean, default, mvvm;
    /// looked in A, B)`.
    public var description: String {
        var text = "unknown template set '\(name)'" + Suggestion.hint(for: name, among: available)
        var details: [String] = []
        if !available.isEmpty { details.append("available: \(available.joined(separator: ", "))") }
        details.append(searched.isEmpty ? "no template folder to look in" : "looked in \(searched.joined(separator: ", "))")
        text += " (\(details.joined(separator: "; ")))"
        return text
    }
}
