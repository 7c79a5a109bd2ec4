import Search
import SearchDeps

// SearchExample: Search alone, wired with SearchDeps.
let feature = SearchFacade(dependencies: SearchDeps.LiveSearchDependencies())
print(feature.summary())
