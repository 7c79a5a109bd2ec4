import ModgenSpec

/// How `modgen import` reads a repository: the spec's name, `--kinds`, `--layout`, `--rules-from-graph`.
package struct ImportOptions: Sendable {
    package var name: String
    package var kinds: KindPatterns
    package var layout: ProjectOptions.Layout?
    package var rulesFromGraph: Bool

    package init(name: String, kinds: KindPatterns, layout: ProjectOptions.Layout? = nil, rulesFromGraph: Bool = false) {
        self.name = name
        self.kinds = kinds
        self.layout = layout
        self.rulesFromGraph = rulesFromGraph
    }
}
