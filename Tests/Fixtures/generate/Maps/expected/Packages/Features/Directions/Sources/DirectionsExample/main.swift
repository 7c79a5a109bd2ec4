import Directions
import DirectionsDeps

// DirectionsExample: Directions alone, wired with DirectionsDeps.
let feature = DirectionsFacade(dependencies: DirectionsDeps.LiveDirectionsDependencies())
print(feature.summary())
