/// Renders an `XcodeProject` as Xcode writes project.pbxproj: an OpenStep property list with
/// one section per `isa` (sections by name, objects by id), keys sorted with `isa` first,
/// build files and file references on one line, and `/* comment */` beside every reference.
///
/// Below: `PBXField`, the property-list values one object lowers to.
enum PBXRenderer {
    static func render(_ project: XcodeProject) -> String {
        // Each comment is escaped once, not at every reference to its object.
        var comments: [PBXObjectID: String] = [:]
        comments.reserveCapacity(project.objects.count)
        for object in project.objects { comments[object.id] = escapedComment(object.comment) }
        // One sort by section, then id: what a section per `isa` (sorted), objects by id, give.
        // Indices are sorted, not the objects (moving objects about copies what they hold).
        let isas = project.objects.map(\.isa)
        let ids = project.objects.map(\.id)
        let objects = project.objects.indices.sorted { isas[$0] != isas[$1] ? isas[$0] < isas[$1] : ids[$0] < ids[$1] }.map { (isa: isas[$0], index: $0) }
        var out = TextBuffer(capacity: 10_240)
        out.append("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(XcodeProject.objectVersion);\n\tobjects = {\n")
        var index = objects.startIndex
        while index < objects.endIndex {
            let isa = objects[index].isa
            out.append("\n/* Begin ")
            out.append(isa)
            out.append(" section */\n")
            let oneLine = isa == "PBXBuildFile" || isa == "PBXFileReference"
            while index < objects.endIndex, objects[index].isa == isa {
                let object = project.objects[objects[index].index]
                let fields = fields(of: object).sorted { $0.0 < $1.0 }
                out.append("\t\t")
                appendReference(object.id, comments, to: &out)
                out.append(" = ")
                if oneLine { inline(fields, isa: isa, comments, into: &out) } else { block(fields, isa: isa, depth: 2, comments, into: &out) }
                out.append(";\n")
                index += 1
            }
            out.append("/* End ")
            out.append(isa)
            out.append(" section */\n")
        }
        out.append("\t};\n\trootObject = ")
        appendReference(project.rootObject, comments, to: &out)
        out.append(";\n}\n")
        return out.text
    }

    /// A comment as it goes between `/*` and `*/`: a `*/` inside would close it early.
    private static func escapedComment(_ comment: String) -> String {
        contains(comment.utf8, UInt8(ascii: "*"), UInt8(ascii: "/")) ? comment.replacingOccurrences(of: "*/", with: "* /") : comment
    }

    /// The object's fields but `isa`, in any order.
    private static func fields(of object: PBXObject) -> [(String, PBXField)] {
        switch object {
        case .buildFile(let file):
            switch file.reference {
            case .file(let id): return [("fileRef", .reference(id))]
            case .product(let id): return [("productRef", .reference(id))]
            }
        case .fileReference(let file):
            switch file.kind {
            case .swiftSource:
                return [("lastKnownFileType", .string("sourcecode.swift")), ("path", .string(file.path)), ("sourceTree", .string("<group>"))]
            case .application:
                return [("explicitFileType", .string("wrapper.application")), ("includeInIndex", .string("0")),
                        ("path", .string(file.path)), ("sourceTree", .string("BUILT_PRODUCTS_DIR"))]
            }
        case .group(let group):
            var fields: [(String, PBXField)] = [("children", .references(group.children)), ("sourceTree", .string("<group>"))]
            if let path = group.path { fields.append(("path", .string(path))) }
            if let name = group.name { fields.append(("name", .string(name))) }
            return fields
        case .buildPhase(let phase):
            return [("buildActionMask", .string("2147483647")), ("files", .references(phase.files)), ("runOnlyForDeploymentPostprocessing", .string("0"))]
        case .nativeTarget(let target):
            return [
                ("buildConfigurationList", .reference(target.configurationList)), ("buildPhases", .references(target.buildPhases)),
                ("buildRules", .references([])), ("dependencies", .references([])), ("name", .string(target.name)),
                ("packageProductDependencies", .references(target.packageProductDependencies)), ("productName", .string(target.name)),
                ("productReference", .reference(target.productReference)), ("productType", .string(target.productType)),
            ]
        case .project(let project):
            return [
                ("attributes", .dictionary([
                    ("BuildIndependentTargetsInParallel", .string("1")), ("LastSwiftUpdateCheck", .string("1500")),
                    ("LastUpgradeCheck", .string("1500")),
                ])),
                ("buildConfigurationList", .reference(project.configurationList)),
                ("compatibilityVersion", .string(XcodeProject.compatibilityVersion)), ("developmentRegion", .string("en")),
                ("hasScannedForEncodings", .string("0")), ("knownRegions", .strings(["Base", "en"])),
                ("mainGroup", .reference(project.mainGroup)), ("packageReferences", .references(project.packageReferences)),
                ("productRefGroup", .reference(project.productsGroup)), ("projectDirPath", .string("")),
                ("projectRoot", .string("")), ("targets", .references(project.targets)),
            ]
        case .buildConfiguration(let configuration):
            return [("buildSettings", .settings(configuration.settings)), ("name", .string(configuration.name))]
        case .configurationList(let list):
            return [("buildConfigurations", .references(list.configurations)), ("defaultConfigurationIsVisible", .string("0")),
                    ("defaultConfigurationName", .string(list.defaultConfiguration))]
        case .localPackage(let package):
            return [("relativePath", .string(package.relativePath))]
        case .productDependency(let dependency):
            return [("package", .reference(dependency.package)), ("productName", .string(dependency.productName))]
        }
    }

    // The writers below append to one buffer (a project is rendered once per app shell, and
    // building each field as its own string was most of the shells' planning time).

    /// `{ isa = ...; key = value; ... }` one field per line; `isa` (an object's) comes first.
    private static func block(_ fields: [(String, PBXField)], isa: String? = nil, depth: Int, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        out.append("{\n")
        if let isa { blockField("isa", .string(isa), depth: depth, comments, into: &out) }
        for (key, value) in fields { blockField(key, value, depth: depth, comments, into: &out) }
        appendTabs(depth, to: &out)
        out.append("}")
    }

    private static func blockField(_ key: String, _ value: PBXField, depth: Int, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        appendTabs(depth + 1, to: &out)
        appendQuoted(key, to: &out)
        out.append(" = ")
        multiline(value, depth: depth + 1, comments, into: &out)
        out.append(";\n")
    }

    private static func multiline(_ field: PBXField, depth: Int, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        switch field {
        case .string(let text): appendQuoted(text, to: &out)
        case .reference(let id): appendReference(id, comments, to: &out)
        case .references(let ids):
            out.append("(\n")
            for id in ids {
                appendTabs(depth + 1, to: &out)
                appendReference(id, comments, to: &out)
                out.append(",\n")
            }
            appendTabs(depth, to: &out)
            out.append(")")
        case .strings(let items):
            out.append("(\n")
            for item in items {
                appendTabs(depth + 1, to: &out)
                appendQuoted(item, to: &out)
                out.append(",\n")
            }
            appendTabs(depth, to: &out)
            out.append(")")
        case .dictionary(let pairs): block(pairs, depth: depth, comments, into: &out)
        case .settings(let settings) where depth == settingsDepth:
            out.append("{\n")
            out.append(settings.lines)
            appendTabs(depth, to: &out)
            out.append("}")
        case .settings(let settings): block(settings.settings.map { ($0.key, settingField($0.value)) }, depth: depth, comments, into: &out)
        }
    }

    /// The depth of `buildSettings` in an `XCBuildConfiguration`: `PBXBuildSettings` keeps
    /// its settings' lines rendered at this depth.
    private static let settingsDepth = 3

    /// A build setting's line, `key = value;` (and a list's lines), as it goes in the
    /// `buildSettings` of an `XCBuildConfiguration`.
    static func appendSetting(_ key: String, _ value: PBXBuildSettings.Value, into out: inout TextBuffer) {
        blockField(key, settingField(value), depth: settingsDepth, [:], into: &out)
    }

    private static func settingField(_ value: PBXBuildSettings.Value) -> PBXField {
        switch value {
        case .string(let text): return .string(text)
        case .list(let items): return .strings(items)
        }
    }

    /// `{isa = ...; key = value; }` on one line; `isa` (an object's) comes first.
    private static func inline(_ fields: [(String, PBXField)], isa: String? = nil, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        out.append("{")
        if let isa { inlineField("isa", .string(isa), comments, into: &out) }
        for (key, value) in fields { inlineField(key, value, comments, into: &out) }
        out.append("}")
    }

    private static func inlineField(_ key: String, _ value: PBXField, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        appendQuoted(key, to: &out)
        out.append(" = ")
        inline(value, comments, into: &out)
        out.append("; ")
    }

    private static func inline(_ field: PBXField, _ comments: [PBXObjectID: String], into out: inout TextBuffer) {
        switch field {
        case .string(let text): appendQuoted(text, to: &out)
        case .reference(let id): appendReference(id, comments, to: &out)
        case .references(let ids):
            out.append("(")
            for id in ids {
                appendReference(id, comments, to: &out)
                out.append(", ")
            }
            out.append(")")
        case .strings(let items):
            out.append("(")
            for item in items {
                appendQuoted(item, to: &out)
                out.append(", ")
            }
            out.append(")")
        case .dictionary(let pairs): inline(pairs, comments, into: &out)
        case .settings(let settings): inline(settings.settings.map { ($0.key, settingField($0.value)) }, comments, into: &out)
        }
    }

    private static func appendTabs(_ count: Int, to out: inout TextBuffer) {
        out.append(UInt8(ascii: "\t"), count: count)
    }

    private static func appendReference(_ id: PBXObjectID, _ comments: [PBXObjectID: String], to out: inout TextBuffer) {
        id.append(to: &out)
        guard let comment = comments[id], !comment.isEmpty else { return }
        out.append(" /* ")
        out.append(comment)
        out.append(" */")
    }

    /// Bare when every character is a letter, digit or one of `_$/:.` (and no `//` or `___`),
    /// as Xcode writes; otherwise in double quotes with `\` and `"` escaped, newlines as `\n`.
    /// Reads UTF-8 bytes: Foundation's `contains` and Unicode properties per character were a
    /// tenth of a cold run's instructions (a project lists every module).
    static func quoted(_ text: String) -> String {
        var out = TextBuffer()
        appendQuoted(text, to: &out)
        return out.text
    }

    /// `quoted(text)` appended to `out`. The escaped characters are ASCII, so escaping bytes is
    /// escaping scalars: a multi-byte scalar's bytes are never ASCII, and the runs between
    /// escapes, appended whole, are whole scalars (a scalar at a time, through `String`'s
    /// views, was most of the cost of quoting a build setting).
    private static func appendQuoted(_ text: String, to out: inout TextBuffer) {
        var text = text
        text.withUTF8 { bytes in
            if isBare(bytes) {
                out.append(bytes: bytes)
                return
            }
            out.append(byte: UInt8(ascii: "\""))
            var plain = 0
            for index in bytes.indices {
                let escaped: UInt8 = switch bytes[index] {
                case UInt8(ascii: "\\"): UInt8(ascii: "\\")
                case UInt8(ascii: "\""): UInt8(ascii: "\"")
                case UInt8(ascii: "\n"): UInt8(ascii: "n")
                case UInt8(ascii: "\t"): UInt8(ascii: "t")
                default: 0
                }
                guard escaped != 0 else { continue }
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[plain..<index]))
                out.append(byte: UInt8(ascii: "\\"))
                out.append(byte: escaped)
                plain = index + 1
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[plain...]))
            out.append(byte: UInt8(ascii: "\""))
        }
    }

    /// Every byte an ASCII letter, digit or one of `_$/:.`, with no `//` and no `___`.
    private static func isBare(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var previous: UInt8 = 0
        var underscores = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"):
                break
            default:
                return false
            }
            underscores = byte == UInt8(ascii: "_") ? underscores + 1 : 0
            if underscores == 3 || (byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) { return false }
            previous = byte
        }
        return true
    }

    /// Whether `first` is directly followed by `second` somewhere in `bytes`.
    private static func contains(_ bytes: String.UTF8View, _ first: UInt8, _ second: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == first, byte == second { return true }
            previous = byte
        }
        return false
    }
}

/// A property-list value of the project file.
enum PBXField {
    case string(String)
    case reference(PBXObjectID)
    case references([PBXObjectID])
    case strings([String])
    case dictionary([(String, PBXField)])
    /// A build configuration's settings, their lines already rendered.
    case settings(PBXBuildSettings)
}
