/// A configuration's build settings, sorted by key, each kept with its line as project.pbxproj
/// writes it inside `buildSettings = { ... }` (`\t\t\t\tKEY = value;\n`), rendered when the
/// setting is set, and the lines joined.
///
/// Every app shell's project holds the same two project configurations and one target
/// setting list that differs by its bundle id: rendered with their configurations, settings
/// were most of the cost of rendering a project (about 2,500 instructions a setting, some 50
/// a project). Kept rendered, the shared ones are rendered once per `XcodeProjectBuilder`
/// and a shell's target settings cost one line.
struct PBXBuildSettings: Hashable, Sendable {
    typealias Value = PBXObject.BuildConfiguration.Value

    /// One setting and its line.
    struct Setting: Hashable, Sendable {
        let key: String
        let value: Value
        let line: String
    }

    /// Sorted by key, each key once.
    private(set) var settings: [Setting] = []
    /// The lines, in order: the body of the `buildSettings` block.
    private(set) var lines = ""

    init(_ values: [String: Value] = [:]) {
        settings = values.sorted { $0.key < $1.key }.map { Setting(key: $0.key, value: $0.value, line: Self.line($0.key, $0.value)) }
        join()
    }

    /// Sets `key` to `value`, replacing its value if it had one.
    mutating func set(_ key: String, _ value: Value) {
        let setting = Setting(key: key, value: value, line: Self.line(key, value))
        let index = settings.firstIndex { $0.key >= key } ?? settings.endIndex
        if index < settings.endIndex, settings[index].key == key {
            settings[index] = setting
        } else {
            settings.insert(setting, at: index)
        }
        join()
    }

    private mutating func join() {
        var out = TextBuffer(capacity: settings.reduce(0) { $0 + $1.line.utf8.count })
        for setting in settings { out.append(setting.line) }
        lines = out.text
    }

    /// `key = value;` at the depth of a setting in a build configuration's `buildSettings`.
    private static func line(_ key: String, _ value: Value) -> String {
        var out = TextBuffer(capacity: 64)
        PBXRenderer.appendSetting(key, value, into: &out)
        return out.text
    }
}
