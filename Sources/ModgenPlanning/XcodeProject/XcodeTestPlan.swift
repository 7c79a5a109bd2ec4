import YAMLTree

/// `<name>.xctestplan` at the output root: one configuration and every module's test target,
/// each named by its package (`container:Packages/Core/Utils`) and its target name, so one
/// Xcode test run covers every module. Every shell's scheme tests with it.
struct XcodeTestPlan: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        /// The package folder from the output root ("." for the root package).
        var container: String
        var target: String
    }

    var entries: [Entry]

    /// JSON as Xcode writes a test plan: keys sorted, two-space indent, `" : "`.
    func render() -> String {
        // The entries written into one buffer (a test plan lists every module's tests), each as
        // `{ "target" : { ... } }` indented four spaces, separated by `,` and a newline.
        var targets = TextBuffer(capacity: 192 * entries.count)
        for (offset, entry) in entries.enumerated() {
            if offset > 0 { targets.append(",\n") }
            let target = JSONRenderer.quoted(entry.target)
            targets.append("    {\n      \"target\" : {\n        \"containerPath\" : ")
            targets.append(JSONRenderer.quoted("container:" + entry.container))
            targets.append(",\n        \"identifier\" : ")
            targets.append(target)
            targets.append(",\n        \"name\" : ")
            targets.append(target)
            targets.append("\n      }\n    }")
        }
        return """
            {
              "configurations" : [
                {
                  "id" : "\(PBXObjectID("testplan/Default").uuid)",
                  "name" : "Default",
                  "options" : {

                  }
                }
              ],
              "defaultOptions" : {

              },
              "testTargets" : [
            \(targets.text)
              ],
              "version" : 1
            }

            """
    }
}

extension PBXObjectID {
    /// The id as an uppercase UUID (8-4-4-4-12), as test plans name their configurations.
    var uuid: String {
        let hex = Array(description + PBXObjectID(description).description.prefix(8))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }.joined(separator: "-")
    }
}
