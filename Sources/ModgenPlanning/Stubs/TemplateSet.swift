import Foundation
import Stencil

/// A template set loaded from disk: for each role, its files compiled once.
///
/// Layout: `<set>/<role>/<path>`; `<path>` is where the file goes inside the target's folder
/// (`__name__` becomes the module's name, `.stencil` files are rendered, others copied).
/// Folders that are not roles (e.g. `partials/`) are left for `{% include %}`.
///
/// Below: `TemplateLibrary`, the sets of one run, each loaded once, and `CompiledTemplate`, one
/// file of a set, parsed once.
final class TemplateSet {
    let name: String
    let directory: String
    private let templatesByRole: [StubRole: [CompiledTemplate]]

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
/// modules use it.
final class TemplateLibrary {
    private let locator: TemplateLocator
    private let templatesPath: String?
    private var loaded: [String: Result<TemplateSet, TemplateSetNotFound>] = [:]

    init(locator: TemplateLocator, templatesPath: String?) {
        self.locator = locator
        self.templatesPath = templatesPath
    }

    /// The set called `name`; throws `TemplateSetNotFound` or `TemplateError`.
    func set(named name: String) throws -> TemplateSet {
        if let result = loaded[name] { return try result.get() }
        let directory: String
        do {
            directory = try locator.directory(ofSet: name, templatesPath: templatesPath)
        } catch {
            loaded[name] = .failure(error)
            throw error
        }
        let set = try TemplateSet(name: name, directory: directory)
        loaded[name] = .success(set)
        return set
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
            let template = try loader.loadTemplate(name: name, environment: environment)
            let nodes = try TokenParser(tokens: template.tokens, environment: environment).parse()
            self.body = .stencil(nodes, FastTemplateCompiler.compile(template.tokens, environment: environment))
        } else {
            self.outputPath = relativePath
            self.body = .verbatim(try loader.text(of: name))
        }
    }

    static let suffix = ".stencil"

    func render(_ context: [String: Any]) throws -> String {
        switch body {
        case .stencil(let nodes, let fast):
            if let text = fast?.render(context) { return text }
            return try renderNodes(nodes, Context(dictionary: context, environment: environment))
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
        outputPathParts.map { $0.joined(separator: name) } ?? outputPath
    }

    /// `outputPath` split at each `__name__` (found once, not for every module); nil without one.
    private lazy var outputPathParts: [String]? = outputPath.contains("__name__") ? outputPath.components(separatedBy: "__name__") : nil
}
