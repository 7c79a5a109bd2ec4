import ModgenSpec

/// `<name>.xcworkspace/contents.xcworkspacedata` at the output root: every app shell's project
/// and every module's package folder (so the test plan's package test targets resolve), in the
/// order given. Open it on a Mac: `open <name>.xcworkspace`.
struct XcodeWorkspace: Hashable, Sendable {
    /// Paths from the output root: projects first, then packages.
    var locations: [String]

    static let contentsFile = "contents.xcworkspacedata"

    func render() -> String {
        // One buffer: the workspace lists every package.
        var out = TextBuffer(capacity: 128 + 80 * locations.count)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n")
        for location in locations {
            out.append("   <FileRef\n      location = \"group:")
            out.append(xml(location))
            out.append("\">\n   </FileRef>\n")
        }
        out.append("</Workspace>\n")
        return out.text
    }
}
