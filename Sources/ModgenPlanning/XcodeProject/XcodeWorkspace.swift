import ModgenSpec

/// `<name>.xcworkspace/contents.xcworkspacedata` at the output root: every app shell's project
/// and every module's package folder (so the test plan's package test targets resolve), in the
/// order given. Open it on a Mac: `open <name>.xcworkspace`.
struct XcodeWorkspace: Hashable, Sendable {
    /// Paths from the output root: projects first, then packages.
    var locations: [String]

    static let contentsFile = "contents.xcworkspacedata"

    func render() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n"
        for location in locations {
            out += "   <FileRef\n      location = \"group:\(xml(location))\">\n   </FileRef>\n"
        }
        return out + "</Workspace>\n"
    }
}
