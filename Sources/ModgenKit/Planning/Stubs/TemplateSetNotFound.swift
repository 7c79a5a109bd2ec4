/// No folder on the template search path holds the requested set.
public struct TemplateSetNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// The folders looked in, in order.
    public var searched: [String]
    /// Sets that do exist there, sorted.
    public var available: [String]

    public var description: String {
        var text = "unknown template set '\(name)'"
        text += searched.isEmpty ? "; no template folder to look in" : "; looked in \(searched.joined(separator: ", "))"
        if !available.isEmpty { text += "; available: \(available.joined(separator: ", "))" }
        return text
    }
}
