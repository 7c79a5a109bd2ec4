import Foundation
import Stencil

/// A template set loaded from disk: for each role, its files compiled once.
///
/// Layout: `<set>/<role>/<path>`; `<path>` is where the file goes inside the target's folder
/// (`__name__` becomes the module's name, `.stencil` files are rendered, others copied).
/// Folders that are not roles (e.g. `partials/`) are left for `{% include %}`.
///
/// Shared by the threads rendering stubs: its templates are immutable once loaded, and the
/// Stencil objects behind them (parsed nodes, the loader's cache), which are not thread-safe,
/// are only used under `stencilLock` (a template `FastTemplate` cannot render; modgen's own
/// sets have none).
///
/// Below: `TemplateLibrary`, the sets of one run, each loaded once, and `CompiledTemplate`, one
/// file of a set, parsed once.
final class TemplateSet: @unchecked Sendable {
    let name: String
    let directory: String
    private let templatesByRole: [StubRole: [CompiledTemplate]]
    /// Held while Stencil renders one of the set's templates.
    let stencilLock = NSLock()

    init(name: String, directory: String) throws {
        self.name = name
        self.directory = directory
        let loader = CachingLoader(directory: directory)
        let environment = Environment(loader: loader, extensions: [BoundedInclude.tags()], trimBehaviour: .smart)
        var templates: [StubRole: [CompiledTemplate]] = [:]
        for role in StubRole.allCases {
            templates[role] = try Self.load(role: role, from: loader, environment: environment)
        }
        self.templatesByRole = templates
    }

    /// The role's templates sorted by path; empty when the set has no folder for it.
    func templates(for role: StubRole) -> [CompiledTemplate] {
        templatesByRole[role] ?? []
    }

    /// Each file is read through `loader` (checked: regular, bounded, UTF-8) under the name
    /// `<role>/<path>`, the name errors and includes use.
    private static func load(role: StubRole, from loader: CachingLoader, environment: Environment) throws -> [CompiledTemplate] {
        let folder = "\(loader.directory)/\(role.rawValue)"
        guard TemplateLocator.isDirectory(folder) else { return [] }
        var templates: [CompiledTemplate] = []
        for path in try files(under: folder) {
            do {
                templates.append(try CompiledTemplate(relativePath: path, name: "\(role.rawValue)/\(path)", loader: loader, environment: environment))
            } catch let error as TemplateError {
                throw error
            } catch let error as TemplateSyntaxError {
                throw TemplateError(error, directory: loader.directory, file: "\(folder)/\(path)")
            } catch {
                throw TemplateError(file: "\(folder)/\(path)", message: "\(error)")
            }
        }
        return templates
    }

    /// Regular files under `folder`, relative to it, sorted; hidden files skipped.
    private static func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden, !TemplateLocator.isDirectory("\(folder)/\(path)") { paths.append(path) }
        }
        return paths.sorted()
    }
}

/// The template sets of one planning run, each found and compiled once, however many
/// modules and threads use it (loading a set, mostly Stencil's lexer, cost as much as
/// rendering a few hundred stubs: once per thread was a tenth of planning).
final class TemplateLibrary: @unchecked Sendable {
    private let locator: TemplateLocator
    private let templatesPath: String?
    /// A set another thread loaded before planning (`TemplatePreload`), taken when it is the
    /// one this run finds.
    private let preload: TemplatePreload?
    private let lock = NSLock()
    /// Guarded by `lock`: a set is loaded by the first thread asking for it.
    private var loaded: [String: Result<TemplateSet, any Error>] = [:]

    init(locator: TemplateLocator, templatesPath: String?, preload: TemplatePreload? = nil) {
        self.locator = locator
        self.templatesPath = templatesPath
        self.preload = preload
    }

    /// The set called `name`; throws `TemplateSetNotFound` or `TemplateError` (each time it is
    /// asked for, as every module using a broken set reports it).
    func set(named name: String) throws -> TemplateSet {
        try lock.withLock {
            if let result = loaded[name] { return result }
            let result = Result { () throws -> TemplateSet in
                let directory = try locator.directory(ofSet: name, templatesPath: templatesPath)
                if let preloaded = preload?.set(named: name, directory: directory) { return preloaded }
                return try TemplateSet(name: name, directory: directory)
            }
            loaded[name] = result
            return result
        }.get()
    }
}

/// One file of a template set, read, lexed and parsed once, then rendered for every module.
///
/// Stencil's `Template.render` parses its tokens again on every call; at thousands of
/// modules that dominates, so the parsed nodes are kept here and rendered directly.
final class CompiledTemplate {
    /// The output path inside the target's folder, `.stencil` dropped; may contain `__name__`.
    let outputPath: String
    private let environment: Environment
    private let body: Body

    private enum Body {
        /// Stencil's nodes, and the same template compiled for `FastTemplate` when it models it.
        case stencil([NodeType], FastTemplate?)
        /// Not a `.stencil` file: copied as it is.
        case verbatim(String)
    }

    /// The file `name` (`<role>/<relativePath>`) of `loader`'s set.
    init(relativePath: String, name: String, loader: CachingLoader, environment: Environment) throws {
        self.environment = environment
        if relativePath.hasSuffix(Self.suffix) {
            self.outputPath = String(relativePath.dropLast(Self.suffix.count))
            self.outputPathParts = Self.parts(of: outputPath)
            let template = try loader.loadTemplate(name: name, environment: environment)
            let nodes = try TokenParser(tokens: template.tokens, environment: environment).parse()
            self.body = .stencil(nodes, FastTemplateCompiler.compile(template.tokens, environment: environment))
        } else {
            self.outputPath = relativePath
            self.outputPathParts = Self.parts(of: relativePath)
            self.body = .verbatim(try loader.text(of: name))
        }
    }

    static let suffix = ".stencil"

    private static func parts(of outputPath: String) -> [String]? {
        outputPath.contains("__name__") ? outputPath.components(separatedBy: "__name__") : nil
    }

    /// The text for `context`; Stencil's part (not thread-safe) under `stencilLock`, its set's.
    func render(_ context: [String: TemplateValue], stencilLock: NSLock) throws -> String {
        switch body {
        case .stencil(let nodes, let fast):
            if let text = fast?.render(context) { return text }
            let values = context.compactMapValues(\.any)
            return try stencilLock.withLock { try renderNodes(nodes, Context(dictionary: values, environment: environment)) }
        case .verbatim(let text):
            return text
        }
    }

    /// Whether it renders through `FastTemplate` (else Stencil renders it every time).
    var rendersDirectly: Bool {
        if case .stencil(_, .some) = body { return true }
        return false
    }

    /// `outputPath` with `__name__` replaced by the module's name.
    func outputPath(forModule name: String) -> String {
        guard let parts = outputPathParts else { return outputPath }
        // One `__name__` (modgen's own templates): two appends, not a generic join.
        if parts.count == 2 { return parts[0] + name + parts[1] }
        return parts.joined(separator: name)
    }

    /// `outputPath` split at each `__name__` (found once, not for every module); nil without one.
    private let outputPathParts: [String]?
}
