import YAMLTree

/// A `modules:` entry, typed, with its templates applied; its `Linkage`; and how one entry
/// is read, field by field, with the keys that only one kind of module takes.
package struct SpecModule: Sendable, Hashable {
    // Stored in this order, the one-byte fields together after the mark: 72 bytes a module,
    // not 88.
    package var name: String
    /// Where its name is written.
    package var mark: Mark
    package var kind: ModuleKind
    /// Feature only.
    package var example: Bool = false
    package var tests: Bool = true
    /// Feature or interface only: also a `<Name>Testing` module of mocks.
    package var testing: Bool = false
    package var dependencies: [SpecDependency] = []
    /// Feature only: what its generated interface depends on.
    package var interfaceDependencies: [SpecDependency] = []
    /// Deps only: the features it serves.
    package var serves: [Located<String>] = []
    /// What its test target depends on besides the module.
    package var testDependencies: [SpecDependency] = []
    /// The fields few modules set, out of line: one shared box while each has its default.
    /// Inline, they made a module 352 bytes (72 now), and the 7 MB spec's 35,951 modules 12 MB
    /// that most of them left at their defaults. Read in place where every module is read
    /// (`spec.modules[i].details.value.path`): the computed properties below are for the
    /// rest, since reading one through an array's element copied the whole module.
    package private(set) var details = SpecModuleDetails.Box.defaults

    /// nil: the spec's `options.templateSet`.
    package var templateSet: String? {
        get { details.value.templateSet }
        set { update { $0.templateSet = newValue } }
    }
    /// nil: `options.platforms`.
    package var platforms: [ProjectOptions.Platform]? {
        get { details.value.platforms }
        set { update { $0.platforms = newValue } }
    }
    package var linkage: Linkage {
        get { details.value.linkage }
        set { update { $0.linkage = newValue } }
    }
    /// `product: false`: no library product; only targets of its own package may use it.
    package var vendsProduct: Bool {
        get { details.value.vendsProduct }
        set { update { $0.vendsProduct = newValue } }
    }
    /// The target's folder, relative to its package; nil: SwiftPM's `Sources/<name>`.
    package var path: String? {
        get { details.value.path }
        set { update { $0.path = newValue } }
    }
    /// `package:`: the module whose package also holds this module's targets (layout
    /// packages); nil: the module has a package of its own.
    package var packageHost: Located<String>? {
        get { details.value.packageHost }
        set { update { $0.packageHost = newValue } }
    }
    package var sources: [String] {
        get { details.value.sources }
        set { update { $0.sources = newValue } }
    }
    package var exclude: [String] {
        get { details.value.exclude }
        set { update { $0.exclude = newValue } }
    }
    package var resources: [TargetResource] {
        get { details.value.resources }
        set { update { $0.resources = newValue } }
    }
    package var testResources: [TargetResource] {
        get { details.value.testResources }
        set { update { $0.testResources = newValue } }
    }
    /// Files of `Tests/<Name>Tests` that are not sources (fixtures, snapshots, notes).
    package var testExclude: [String] {
        get { details.value.testExclude }
        set { update { $0.testExclude = newValue } }
    }
    /// Test targets besides `<Name>Tests`, in the order written.
    package var testTargets: [SpecTestTarget] {
        get { details.value.testTargets }
        set { update { $0.testTargets = newValue } }
    }
    package var swiftSettings: [SwiftSetting] {
        get { details.value.swiftSettings }
        set { update { $0.swiftSettings = newValue } }
    }
    package var cSettings: [CSetting] {
        get { details.value.cSettings }
        set { update { $0.cSettings = newValue } }
    }
    package var linkerSettings: [LinkerSetting] {
        get { details.value.linkerSettings }
        set { update { $0.linkerSettings = newValue } }
    }
    package var plugins: [Located<PluginUsage>] {
        get { details.value.plugins }
        set { update { $0.plugins = newValue } }
    }
    /// Binary only: where its artifact comes from.
    package var binary: BinarySource? {
        get { details.value.binary }
        set { update { $0.binary = newValue } }
    }
    /// System only: its pkg-config name and providers.
    package var system: SystemLibrary? {
        get { details.value.system }
        set { update { $0.system = newValue } }
    }
    /// Macro only: the `packages:` alias of swift-syntax as written (`syntax:`); nil: the one
    /// package whose identity is swift-syntax's (see `MacroModule.swift`).
    package var syntax: Located<String>? {
        get { details.value.syntax }
        set { update { $0.syntax = newValue } }
    }

    /// `change` applied to the details: in this module's own box, or in a copy of one it
    /// shares (with `defaults`, or with copies of the module). Made anew for each field set, a
    /// module with several of them copied its details that many times while it was read.
    private mutating func update(_ change: (inout SpecModuleDetails) -> Void) {
        SpecModuleDetails.Box.update(&details, change)
    }

    package init(name: String, mark: Mark, kind: ModuleKind) {
        self.name = name
        self.mark = mark
        self.kind = kind
    }
}

/// A library product's type: `automatic` (SwiftPM decides, no `type:`), `.static` or `.dynamic`.
public enum Linkage: String, Hashable, Sendable, CaseIterable {
    case automatic, `static`, dynamic
}

extension SpecModule {
    /// One `modules:` entry, named by `key` (templates already applied, keys already checked
    /// where they are written). nil when the entry cannot make a module (no kind, not a
    /// mapping); a field with an error keeps its default so the module's other fields are
    /// still checked.
    static func decode(_ node: Node, _ reader: SchemaReader, name key: Node, options: ProjectOptions) -> SpecModule? {
        guard let name = key.text else {
            reader.log.error("a module name must be a scalar, found \(key.kindDescription)", at: key.mark)
            return nil
        }
        let isIdentifier = SwiftIdentifier.isValid(name)
        let isTargetName = !isIdentifier && SwiftIdentifier.isTargetName(name)
        if !isIdentifier && !isTargetName {
            reader.log.error(
                "module name '\(name)' is not a valid Swift identifier (letters, digits and '_', not starting with a digit) nor a SwiftPM target name (those and '-', like Home-iOS)",
                at: key.mark)
        }
        guard let fields = reader.mapping(node, "module '\(name)'") else { return nil }
        guard let typeNode = fields["type"] else {
            reader.log.error("module '\(name)' needs 'type' (app, feature, interface, core, deps, binary or macro), here or in a template", at: key.mark)
            return nil
        }
        guard let kind = ModuleKind.decode(typeNode, reader, what: "'type'") else { return nil }
        if isTargetName, !ModuleKind.targetNameKinds.contains(kind) {
            reader.log.error(
                "module name '\(name)' is no Swift identifier: only \(ModuleKind.targetNameKindList) modules may take a SwiftPM target name with '-' (imported as \(SwiftIdentifier.moduleName(of: name))); \(kind.article) module's name makes other targets' names and Swift names, so rename it",
                at: key.mark)
        }
        return SpecModule(name: name, mark: key.mark, kind: kind, reading: fields, reader, options: options, type: typeNode)
    }

    /// The module of `kind`, its fields read from `fields`. An initializer, so the module is
    /// made where the caller keeps it: returned from a local variable, all its arrays and
    /// strings were copied out, then destroyed.
    private init(
        name: String, mark: Mark, kind: ModuleKind, reading fields: Mapping, _ reader: SchemaReader,
        options: ProjectOptions, type typeNode: Node
    ) {
        self.init(name: name, mark: mark, kind: kind)
        switch kind {
        case .binary:
            readBinary(fields, reader)
        case .system:
            readSystem(fields, reader, options: options)
        default:
            read(fields, reader, options: options)
            checkKindOnlyKeys(fields, reader)
            readMacro(fields, reader, type: typeNode)
        }
    }

    private mutating func read(_ fields: Mapping, _ reader: SchemaReader, options: ProjectOptions) {
        if let node = fields["dependencies"] { dependencies = SpecDependency.decodeAll(node, reader, what: "'dependencies'") }
        if let node = fields["interfaceDependencies"] {
            interfaceDependencies = SpecDependency.decodeAll(node, reader, what: "'interfaceDependencies'")
        }
        if let node = fields["example"] { example = reader.bool(node, "'example'") ?? false }
        if let node = fields["serves"] { serves = reader.strings(node, "'serves'") }
        if let node = fields["templateSet"] { templateSet = reader.templateSetName(node, "'templateSet'") }
        if let node = fields["testDependencies"] { testDependencies = SpecDependency.decodeAll(node, reader, what: "'testDependencies'") }
        readTarget(fields, reader, options: options)
        if let node = fields["resources"] {
            resources = TargetResource.decodeAll(node, reader, what: "'resources'", options: options)
        }
        if let node = fields["testResources"] {
            testResources = TargetResource.decodeAll(node, reader, what: "'testResources'", options: options)
        }
        if let node = fields["swiftSettings"] { swiftSettings = SwiftSetting.decodeAll(node, reader) }
        if let node = fields["cSettings"] { cSettings = CSetting.decodeAll(node, reader) }
        if let node = fields["linkerSettings"] { linkerSettings = LinkerSetting.decodeAll(node, reader) }
        if let node = fields["plugins"] { plugins = PluginUsage.decodeAll(node, reader) }
        if let node = fields["tests"] { tests = reader.bool(node, "'tests'") ?? true }
        if let node = fields["templateAttributes"] { _ = reader.mapping(node, "'templateAttributes'") }
        if let node = fields["testing"] { testing = reader.bool(node, "'testing'") ?? false }
    }

    /// A binary module: its artifact; any key about sources, dependencies, tests, stubs or
    /// settings is an error.
    private mutating func readBinary(_ fields: Mapping, _ reader: SchemaReader) {
        tests = false
        binary = BinarySource.decode(fields, reader, module: name, at: mark)
        if let node = fields["templateAttributes"] { _ = reader.mapping(node, "'templateAttributes'") }
        for entry in fields.entries {
            guard let key = entry.key.text, !BinarySource.keys.contains(key) else { continue }
            reader.log.error(
                "'\(key)' does not apply to binary modules: '\(name)' is a prebuilt artifact without sources, dependencies, tests or stubs; remove it",
                at: entry.key.mark)
        }
    }

    /// A system library module: its module map's folder, pkg-config name, providers, package
    /// and product; any key about dependencies, sources, tests or settings is an error.
    private mutating func readSystem(_ fields: Mapping, _ reader: SchemaReader, options: ProjectOptions) {
        tests = false
        system = SystemLibrary.decode(fields, reader)
        if let node = fields["templateSet"] { templateSet = reader.templateSetName(node, "'templateSet'") }
        if let node = fields["templateAttributes"] { _ = reader.mapping(node, "'templateAttributes'") }
        if let node = fields["path"] { path = reader.relativeFolder(node, "'path'") }
        if let entry = fields.entry(forKey: "package") { readPackageHost(entry, reader, options: options) }
        if let node = fields["product"] { vendsProduct = reader.bool(node, "'product'") ?? true }
        for entry in fields.entries {
            guard let key = entry.key.text, !SystemLibrary.keys.contains(key) else { continue }
            reader.log.error(
                "'\(key)' does not apply to system modules: '\(name)' is a module map over a C library of the machine, without dependencies, sources, tests or settings; remove it",
                at: entry.key.mark)
        }
    }

    /// Where the target is and what its package says: platforms, linkage, path, sources, exclude.
    private mutating func readTarget(_ fields: Mapping, _ reader: SchemaReader, options: ProjectOptions) {
        if let entry = fields.entry(forKey: "platforms") {
            if options.layout == .single {
                reader.log.error(
                    "'platforms' on a module needs layout: packages; in the single layout every target shares the package's options.platforms",
                    at: entry.key.mark)
            } else {
                platforms = ProjectOptions.Platform.decodeAll(entry.value, reader, what: "'platforms'")
            }
        }
        if let entry = fields.entry(forKey: "product") {
            if kind == .app || kind == .executable {
                reader.log.error(
                    "'product' applies to library modules; '\(name)' is \(kind.article) module, whose products modgen always writes; remove it",
                    at: entry.key.mark)
            } else {
                vendsProduct = reader.bool(entry.value, "'product'") ?? true
            }
        }
        if let node = fields["linkage"], let text = reader.string(node, "'linkage'") {
            if let value = Linkage(rawValue: text) {
                linkage = value
            } else {
                reader.log.error("'linkage' must be automatic, static or dynamic, found '\(text)'", at: node.mark)
            }
        }
        if let node = fields["path"] { path = reader.relativeFolder(node, "'path'") }
        if let entry = fields.entry(forKey: "package") { readPackageHost(entry, reader, options: options) }
        if let node = fields["sources"] { sources = reader.strings(node, "'sources'").map(\.value) }
        if let node = fields["exclude"] { exclude = reader.strings(node, "'exclude'").map(\.value) }
        if let node = fields["testExclude"] { testExclude = reader.strings(node, "'testExclude'").map(\.value) }
        if let node = fields["testTargets"] { testTargets = SpecTestTarget.decodeAll(node, reader, module: name, options: options) }
    }

    /// `package: Host`: only in the packages layout, never on an app (its Xcode shell runs
    /// its own package), and without `platforms:` (the host's package says them).
    private mutating func readPackageHost(_ entry: Mapping.Entry, _ reader: SchemaReader, options: ProjectOptions) {
        guard let host = reader.string(entry.value, "'package'") else { return }
        if options.layout == .single {
            reader.log.error(
                "'package' needs layout: packages; in the single layout every module is already in the one package; remove it",
                at: entry.key.mark)
        } else if kind == .app {
            reader.log.error(
                "'package' does not apply to app modules: '\(name)' needs a package of its own for its Xcode shell; remove it",
                at: entry.key.mark)
        } else {
            packageHost = Located(host, at: entry.value.mark)
        }
    }

    /// The keys of one kind of module, checked on every other module. Static: written as
    /// literals in `checkKindOnlyKeys`, they were three arrays allocated per module.
    private static let featureOnlyKeys = ["interfaceDependencies", "example"]
    private static let systemOnlyKeys = ["pkgConfig", "providers"]
    private static let binaryOnlyKeys = ["url", "checksum"]

    /// Keys that only make sense for one kind of module.
    private func checkKindOnlyKeys(_ fields: Mapping, _ reader: SchemaReader) {
        for key in Self.featureOnlyKeys where kind != .feature {
            guard let entry = fields.entry(forKey: key) else { continue }
            reader.log.error(
                "'\(key)' applies to feature modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
        }
        for key in Self.systemOnlyKeys {
            guard let entry = fields.entry(forKey: key) else { continue }
            reader.log.error(
                "'\(key)' applies to system modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
        }
        for key in Self.binaryOnlyKeys {
            guard let entry = fields.entry(forKey: key) else { continue }
            reader.log.error(
                "'\(key)' applies to binary modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
        }
        if kind != .feature, kind != .interface, let entry = fields.entry(forKey: "testing") {
            reader.log.error(
                "'testing' applies to feature and interface modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
        }
        if kind == .macro, let entry = fields.entry(forKey: "testTargets") {
            reader.log.error(
                "'testTargets' does not apply to macro modules: their tests need the compiler plugin and swift-syntax's test support; write them in '\(name)Tests'",
                at: entry.key.mark)
        }
        if kind == .executable, let entry = fields.entry(forKey: "linkage") {
            reader.log.error(
                "'linkage' applies to library products; '\(name)' is an executable module; remove it", at: entry.key.mark)
        }
        if kind != .deps, let entry = fields.entry(forKey: "serves") {
            reader.log.error(
                "'serves' applies to deps modules only; '\(name)' is \(kind.article) module", at: entry.key.mark)
        }
    }
}
