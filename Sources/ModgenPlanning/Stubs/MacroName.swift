import ModgenGraph

/// The name of the macro a macro module's stubs declare: the module's name in lower camel
/// case (`Stringify` -> `#stringify`, `URLCheck` -> `#urlCheck`), with `Macro` after it when
/// that is a Swift keyword (`Default` -> `#defaultMacro`).
enum MacroName {
    static func of(_ module: String) -> String {
        let characters = Array(module)
        let upper = characters.prefix { $0.isUppercase }.count
        // In `URLCheck` the `C` starts the next word: lower the acronym but keep the `C`.
        let lowered = upper > 1 && upper < characters.count ? upper - 1 : upper
        let name = String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
        return SwiftKeywords.all.contains(name) ? name + "Macro" : name
    }
}
