import Foundation
import ModgenSpec
import YAMLTree

/// A template set loaded on another thread before planning asks for it: `generate` starts the
/// set a spec uses unless it says otherwise (`ProjectOptions.templateSet`, from the search path
/// without a spec's `templatesPath`) while the spec loads, when the second core has nothing
/// to do. Loading a set is mostly Stencil's lexer and parser, about 80 million instructions
/// for modgen's own sets; done when planning starts, the threads rendering stubs no longer
/// wait on the first one to load it.
///
/// `TemplateLibrary` takes the set only when planning looks up the same name and finds the
/// same folder; else (or when it failed to load) it loads and reports as before.
package final class TemplatePreload: Sendable {
    /// The set's name and folder; nil when the locator finds no such set.
    private let name: String
    private let directory: String?
    /// The set, nil when it did not load; nil itself when there was no folder to load.
    private let loaded: BackgroundValue<TemplateSet?>?

    /// Starts loading the set `name` as `locator` finds it for a spec without `templatesPath`.
    package init(name: String = ProjectOptions().templateSet, locator: TemplateLocator) {
        self.name = name
        let directory = try? locator.directory(ofSet: name, templatesPath: nil)
        self.directory = directory
        loaded = directory.map { directory in BackgroundValue { try? TemplateSet(name: name, directory: directory) } }
    }

    /// The preloaded set when it is the set `name` in `directory` and loaded without error
    /// (after waiting for it); nil otherwise.
    func set(named name: String, directory: String) -> TemplateSet? {
        guard name == self.name, directory == self.directory else { return nil }
        return loaded?.value
    }

    /// Waits for the loading thread (a run that does not plan stops here, not mid-load).
    package func finish() {
        _ = loaded?.value
    }
}
