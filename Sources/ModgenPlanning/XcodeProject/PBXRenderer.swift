/// Renders an `XcodeProject` as Xcode writes project.pbxproj: an OpenStep property list with
/// one section per `isa` (sections by name, objects by id), keys sorted with `isa` first,
/// build files and file references on one line, and `/* comment */` beside every reference.
///
/// Below: `PBXField`, the property-list values one object lowers to.
enum PBXRenderer {
    static func render(_ project: XcodeProject) -> String {
        var comments: [PBXObjectID: String] = [:]
        for object in project.objects { comments[object.id] = object.comment }
        let sections = Dictionary(grouping: project.objects, by: \.isa)
        var out = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(XcodeProject.objectVersion);\n\tobjects = {\n"
        for isa in sections.keys.sorted() {
            out += "\n/* Begin \(isa) section */\n"
            let oneLine = isa == "PBXBuildFile" || isa == "PBXFileReference"
            for object in (sections[isa] ?? []).sorted(by: { $0.id < $1.id }) {
                let fields = [("isa", PBXField.string(isa))] + fields(of: object).sorted { $0.0 < $1.0 }
                out += "\t\t\(reference(object.id, comments)) = "
                out += oneLine ? inline(fields, comments) : block(fields, depth: 2, comments)
                out += ";\n"
            }
            out += "/* End \(isa) section */\n"
        }
        out += "\t};\n\trootObject = \(reference(project.rootObject, comments));\n}\n"
        return out
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
            let settings = configuration.settings.sorted { $0.key < $1.key }.map { key, value -> (String, PBXField) in
                switch value {
                case .string(let text): return (key, .string(text))
                case .list(let items): return (key, .strings(items))
                }
            }
            return [("buildSettings", .dictionary(settings)), ("name", .string(configuration.name))]
        case .configurationList(let list):
            return [("buildConfigurations", .references(list.configurations)), ("defaultConfigurationIsVisible", .string("0")),
                    ("defaultConfigurationName", .string(list.defaultConfiguration))]
        case .localPackage(let package):
            return [("relativePath", .string(package.relativePath))]
        case .productDependency(let dependency):
            return [("package", .reference(dependency.package)), ("productName", .string(dependency.productName))]
        }
    }

    private static func block(_ fields: [(String, PBXField)], depth: Int, _ comments: [PBXObjectID: String]) -> String {
        let indent = String(repeating: "\t", count: depth + 1)
        var out = "{\n"
        for (key, value) in fields {
            out += "\(indent)\(quoted(key)) = \(multiline(value, depth: depth + 1, comments));\n"
        }
        return out + String(repeating: "\t", count: depth) + "}"
    }

    private static func multiline(_ field: PBXField, depth: Int, _ comments: [PBXObjectID: String]) -> String {
        let indent = String(repeating: "\t", count: depth + 1)
        let close = String(repeating: "\t", count: depth)
        switch field {
        case .string(let text): return quoted(text)
        case .reference(let id): return reference(id, comments)
        case .references(let ids): return "(\n" + ids.map { "\(indent)\(reference($0, comments)),\n" }.joined() + close + ")"
        case .strings(let items): return "(\n" + items.map { "\(indent)\(quoted($0)),\n" }.joined() + close + ")"
        case .dictionary(let pairs): return block(pairs, depth: depth, comments)
        }
    }

    private static func inline(_ fields: [(String, PBXField)], _ comments: [PBXObjectID: String]) -> String {
        "{" + fields.map { key, value in "\(quoted(key)) = \(inline(value, comments)); " }.joined() + "}"
    }

    private static func inline(_ field: PBXField, _ comments: [PBXObjectID: String]) -> String {
        switch field {
        case .string(let text): return quoted(text)
        case .reference(let id): return reference(id, comments)
        case .references(let ids): return "(" + ids.map { "\(reference($0, comments)), " }.joined() + ")"
        case .strings(let items): return "(" + items.map { "\(quoted($0)), " }.joined() + ")"
        case .dictionary(let pairs): return inline(pairs, comments)
        }
    }

    private static func reference(_ id: PBXObjectID, _ comments: [PBXObjectID: String]) -> String {
        guard let comment = comments[id], !comment.isEmpty else { return id.description }
        let closesComment = contains(comment.utf8, UInt8(ascii: "*"), UInt8(ascii: "/"))
        return "\(id) /* \(closesComment ? comment.replacingOccurrences(of: "*/", with: "* /") : comment) */"
    }

    /// Bare when every character is a letter, digit or one of `_$/:.` (and no `//` or `___`),
    /// as Xcode writes; otherwise in double quotes with `\` and `"` escaped, newlines as `\n`.
    /// Reads UTF-8 bytes: Foundation's `contains` and Unicode properties per character were a
    /// tenth of a cold run's instructions (a project lists every module).
    static func quoted(_ text: String) -> String {
        if isBare(text.utf8) { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// Every byte an ASCII letter, digit or one of `_$/:.`, with no `//` and no `___`.
    private static func isBare(_ bytes: String.UTF8View) -> Bool {
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
}
