import YAMLTree

/// Where a `type: binary` module's prebuilt artifact comes from: a local `.xcframework` or
/// `.artifactbundle` (`path:`, relative to the output root), or a zip on a server
/// (`url:` + `checksum:`, SwiftPM's sha256); and how a binary module's keys are read.
public enum BinarySource: Hashable, Sendable {
    /// Relative to the output root, as written; the manifest spells it from its package.
    case path(String)
    case url(String, checksum: String)

    /// The extensions SwiftPM accepts for a local binary target.
    static let pathExtensions = [".xcframework", ".artifactbundle", ".zip"]
    /// The extensions SwiftPM accepts for a remote one.
    static let urlExtensions = [".zip", ".artifactbundleindex"]

    /// The keys a binary module may have: everything else (dependencies, sources, tests,
    /// stubs, settings, platforms) has no meaning for a prebuilt artifact.
    static let keys: Set<String> = ["type", "templates", "templateAttributes", "path", "url", "checksum"]
    /// Artifact bundles came with SwiftPM 5.6.
    static let bundlesSince = ToolsVersion(5, 6)

    /// `path:`, or `url:` with `checksum:`, of the binary module `name` (declared at `mark`);
    /// nil (logged) when neither form is there whole.
    static func decode(_ fields: Mapping, _ reader: SchemaReader, module name: String, at mark: Mark) -> BinarySource? {
        let path = fields.entry(forKey: "path"), url = fields.entry(forKey: "url"), checksum = fields.entry(forKey: "checksum")
        if path != nil, let url {
            reader.log.error(
                "binary module '\(name)' has both 'path' and 'url': keep 'path' for a local artifact or 'url' with 'checksum' for a remote one",
                at: url.key.mark)
            return nil
        }
        if let path {
            if let checksum {
                reader.log.error("'checksum' goes with 'url'; a local 'path' has none: remove it", at: checksum.key.mark)
            }
            return decodePath(path.value, reader)
        }
        guard let url else {
            reader.log.error(
                "binary module '\(name)' needs 'path' (a local .xcframework or .artifactbundle, relative to the output root) or 'url' with 'checksum'",
                at: mark)
            return nil
        }
        guard let checksum else {
            reader.log.error(
                "binary module '\(name)' needs 'checksum' with 'url': the sha256 that `swift package compute-checksum FILE.zip` prints",
                at: url.key.mark)
            return nil
        }
        let address = decodeURL(url.value, reader), sum = decodeChecksum(checksum.value, reader)
        guard let address, let sum else { return nil }
        return .url(address, checksum: sum)
    }

    private static func decodePath(_ node: Node, _ reader: SchemaReader) -> BinarySource? {
        guard let text = reader.relativeFolder(node, "'path' of a binary module") else { return nil }
        guard pathExtensions.contains(where: { text.hasSuffix($0) }) else {
            reader.log.error(
                "'path' of a binary module must name an .xcframework, .artifactbundle or .zip, found '\(text)'", at: node.mark)
            return nil
        }
        if text.hasSuffix(".artifactbundle") { reader.require(bundlesSince, for: "an .artifactbundle", at: node.mark) }
        return .path(text)
    }

    private static func decodeURL(_ node: Node, _ reader: SchemaReader) -> String? {
        guard let text = reader.nonEmptyString(node, "'url'") else { return nil }
        let lower = text.lowercased()
        let https = lower.hasPrefix("https://") && lower.count > "https://".count
        let suffix = urlExtensions.contains { lower.hasSuffix($0) }
        if https, suffix {
            if lower.hasSuffix(".artifactbundleindex") { reader.require(bundlesSince, for: "an .artifactbundleindex", at: node.mark) }
            return text
        }
        var fix = ""
        if lower.hasPrefix("http://") { fix = "; SwiftPM downloads binaries over https only: write 'https://\(text.dropFirst("http://".count))'" }
        else if !https { fix = "; write an https:// URL" }
        else { fix = "; zip the .xcframework (or publish an .artifactbundleindex) and point at that file" }
        reader.log.error(
            "'url' of a binary module must be an https URL of a .zip or .artifactbundleindex, found '\(text)'\(fix)", at: node.mark)
        return nil
    }

    private static func decodeChecksum(_ node: Node, _ reader: SchemaReader) -> String? {
        guard let text = reader.nonEmptyString(node, "'checksum'") else { return nil }
        let hex = text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        guard hex, text.unicodeScalars.count == 64 else {
            let found = hex ? "\(text.unicodeScalars.count) hex digits" : "'\(text)'"
            reader.log.error(
                "'checksum' must be 64 hex digits (a sha256, as `swift package compute-checksum FILE.zip` prints), found \(found)",
                at: node.mark)
            return nil
        }
        return text
    }
}
