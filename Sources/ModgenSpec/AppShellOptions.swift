import YAMLTree
import ModgenDiagnostics

extension ProjectOptions {
    /// The options of the Xcode app shells: `appsDir` (a relative folder), `bundleIdPrefix`
    /// (reverse-DNS: letters, digits, `-` and `.`, no empty part) and `developmentTeam` (a
    /// team id: letters and digits). A wrong value keeps the default, with an error.
    static func decodeAppShells(_ mapping: Mapping, _ reader: SchemaReader, into options: inout ProjectOptions) {
        if let value = mapping["appsDir"], let dir = reader.relativeFolder(value, "'appsDir'") {
            options.appsDir = dir
        }
        if let value = mapping["bundleIdPrefix"], let prefix = reader.nonEmptyString(value, "'bundleIdPrefix'") {
            if isBundleIdentifier(prefix) {
                options.bundleIdPrefix = prefix
            } else {
                reader.log.error(
                    "'bundleIdPrefix' must be a reverse-DNS prefix of letters, digits, '-' and '.' (like \"com.example\"), found '\(prefix)'",
                    at: value.mark)
            }
        }
        if let value = mapping["developmentTeam"], let team = reader.nonEmptyString(value, "'developmentTeam'") {
            if team.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) {
                options.developmentTeam = team
            } else {
                reader.log.error("'developmentTeam' must be a team id of letters and digits (like \"ABCDE12345\"), found '\(team)'", at: value.mark)
            }
        }
    }

    /// `com.example`, `io.acme-corp.apps`: dot-separated parts of ASCII letters, digits and `-`.
    static func isBundleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }
}
